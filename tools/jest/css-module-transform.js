// CSS Modules in tests: each class name answers itself (styles.field === 'field'), and a name the
// stylesheet does not define throws, so a rule removed while a component still uses it fails a test
// instead of rendering class="undefined".
module.exports = {
  process(source, file) {
    // Every `.name` outside numbers; names from comments or url()s only make the set larger.
    const names = [...new Set(source.match(/(?<![\w.])\.(-?[_a-zA-Z][\w-]*)/g) ?? [])];
    const defined = JSON.stringify(names.map((name) => name.slice(1)));
    return {
      code: `const defined = new Set(${defined});
module.exports = new Proxy({}, {
  get(_, key) {
    if (typeof key !== 'string' || key === '__esModule') return undefined;
    if (defined.has(key)) return key;
    throw new Error(${JSON.stringify(`.`)} + key + ' is not a class of ' + ${JSON.stringify(file)});
  },
});`,
    };
  },
};
