// What a built JavaScript file is made of: each minified byte is traced through the source map to
// the package (or workspace folder) it came from; each group is then gzipped alone at level 9.
// Groups compress worse alone than inside the whole file, so their sum exceeds the file's own
// gzip size: read them as shares, not as an exact split.
// Usage: node tools/bench/sourcemap-sizes.mjs dist/apps/shell/main.js [rows]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map';

const file = process.argv[2]?.replace(/\.map$/, '');
if (!file) throw new Error('Usage: node tools/bench/sourcemap-sizes.mjs <built file.js> [rows]');
const rows = Number(process.argv[3] ?? 20);

/** `react-dom`, `@module-federation/runtime-core`, or the first folders of a workspace path. */
function groupOf(source) {
  if (!source) return '(webpack glue)';
  if (source.includes('node_modules/')) {
    const parts = source.replace(/.*node_modules\//, '').split('/');
    return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  }
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .split('/')
    .slice(0, 3)
    .join('/');
}

const code = readFileSync(file, 'utf8');
const consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const mappings = [];
consumer.eachMapping(
  (mapping) => mappings.push(mapping),
  null,
  sourceMap.SourceMapConsumer.GENERATED_ORDER,
);

// Each mapping owns the generated text up to the next mapping on its line.
const groups = new Map();
mappings.forEach((mapping, i) => {
  const next = mappings[i + 1];
  const line = lines[mapping.generatedLine - 1];
  const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
  const key = groupOf(mapping.source);
  groups.set(key, (groups.get(key) ?? '') + line.slice(mapping.generatedColumn, end));
});

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  `${file}: ${kb(code.length)} KB minified, ${kb(gzipSync(code, { level: 9 }).length)} KB gzip -9`,
);
console.log('   minified   gzip alone  from');
[...groups]
  .map(([key, text]) => ({ key, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }))
  .sort((a, b) => b.raw - a.raw)
  .slice(0, rows)
  .forEach(({ key, raw, gzip }) => console.log(`${kb(raw)} KB ${kb(gzip)} KB  ${key}`));
