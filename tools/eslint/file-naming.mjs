// The file-naming rule of CONTRIBUTING.md "File names"; only the part before the first dot counts.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;

/** Whether `fileName` (a base name such as `EventCard.spec.tsx`) follows the rule. */
function followsFileNaming(fileName) {
  const stem = fileName.split('.')[0];
  const jsx = /\.[jt]sx$/.test(fileName);
  return KEBAB.test(stem) || HOOK.test(stem) || (jsx && PASCAL.test(stem));
}

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
        const name = path.basename(context.physicalFilename ?? context.filename);
        if (!followsFileNaming(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default { rules: { 'file-naming': fileNaming } };
