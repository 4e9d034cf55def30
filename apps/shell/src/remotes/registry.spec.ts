function loadRegistryModule(): typeof import('./registry') {
  let loaded!: typeof import('./registry');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./registry');
  });
  return loaded;
}

function inlineRegistry(text: string) {
  document.head.innerHTML = `<script type="application/json" id="remote-registry">${text}</script>`;
}

describe('the remote registry inlined in index.html', () => {
  afterEach(() => (document.head.innerHTML = ''));

  it('is read from the page, extra remotes included', () => {
    inlineRegistry(
      JSON.stringify({
        remotes: [
          { name: 'public_site', entry: '/deployed/public-site/v7/remoteEntry.js' },
          { name: 'admin', entry: '/remotes/admin/remoteEntry.js' },
          {
            name: 'timeline',
            entry: '/deployed/t/1/remoteEntry.js',
            mountPath: '/timeline',
            navLabel: 'Timeline',
          },
          { name: 'orphan', entry: '/x/remoteEntry.js' },
        ],
      }),
    );
    const { readRegistry, extraRemotes } = loadRegistryModule();
    expect(readRegistry().remotes[0].entry).toBe('/deployed/public-site/v7/remoteEntry.js');
    // Only remotes with a mount path are mounted; the built-in two never count as extra.
    expect(extraRemotes().map((remote) => remote.name)).toEqual(['timeline']);
  });

  it('falls back to the built-in remotes when the page has none or it is broken', () => {
    const { readRegistry } = loadRegistryModule();
    expect(readRegistry().remotes.map((remote) => remote.entry)).toEqual([
      '/remotes/public-site/remoteEntry.js',
      '/remotes/admin/remoteEntry.js',
    ]);
    inlineRegistry('{"remotes": [');
    expect(loadRegistryModule().readRegistry().remotes).toHaveLength(2);
  });
});
