// Prints which packages make up a built JS file, by the size of their original sources.
// Usage: node tools/bench/sourcemap-sizes.mjs dist/apps/shell/main.js.map
import { readFileSync } from 'node:fs';

const map = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const sizes = {};
map.sources.forEach((source, i) => {
  const key = source.includes('node_modules/')
    ? source.replace(/.*node_modules\//, '').split('/').slice(0, 2).join('/')
    : source.replace(/^webpack:\/\/[^/]*\//, '').split('/').slice(0, 3).join('/');
  sizes[key] = (sizes[key] || 0) + (map.sourcesContent?.[i]?.length ?? 0);
});
for (const [key, size] of Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(String(size).padStart(8), key);
}
