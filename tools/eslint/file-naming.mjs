// The file-naming rule of CONTRIBUTING.md "File names"; only the part before the first dot counts.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;

const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'PascalCase.tsx for React components, useX for hooks, kebab-case for the rest',
    },
    schema: [],
    messages: {
      name: '\'{{name}}\': name React component files PascalCase.tsx, hooks useX.ts(x), every other file kebab-case (CONTRIBUTING.md "File names").',
    },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.physicalFilename ?? context.filename); // EventCard.spec.tsx
        const stem = name.split('.')[0];
        if (KEBAB.test(stem) || HOOK.test(stem) || (/\.[jt]sx$/.test(name) && PASCAL.test(stem)))
          return;
        context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default { rules: { 'file-naming': fileNaming } };
