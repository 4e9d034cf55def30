// The remote registry inside the shell's index.html, for the dev servers. The API inlines it the
// same way (apps/api/src/web/index-html.ts): a JSON <script> with id "remote-registry" just before
// </head>, '<' escaped, plus a preload hint for public_site's entry. Keep the two in step.
const REGISTRY_ELEMENT_ID = 'remote-registry'; // REGISTRY_ELEMENT_ID in @furnace/contracts

const REGISTRY_SCRIPT = new RegExp(
  `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function registryScript(registry) {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`;
}

/** index.html as built by the shell, with `registry` inlined (the dev shell server's job). */
function injectRegistry(html, registry) {
  const tags = [registryScript(registry)];
  const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
  if (publicSite) {
    tags.push(`<link rel="preload" href="${escapeAttribute(publicSite.entry)}" as="script">`);
  }
  return html.replace('</head>', `${tags.join('\n    ')}</head>`);
}

/**
 * index.html as a running site served it, with the registry passed through `change` and every
 * preload hint of a replaced entry pointed at its new one. Returns the html unchanged when it
 * carries no registry (not the shell's page).
 */
function rewriteRegistry(html, change) {
  const match = REGISTRY_SCRIPT.exec(html);
  if (!match) return html;
  const before = JSON.parse(match[1]);
  const after = change(before);
  let rewritten = html.replace(match[0], () => registryScript(after));
  for (const old of before.remotes) {
    const now = after.remotes.find((remote) => remote.name === old.name);
    if (now && now.entry !== old.entry) {
      rewritten = rewritten
        .split(`href="${escapeAttribute(old.entry)}"`)
        .join(`href="${escapeAttribute(now.entry)}"`);
    }
  }
  return rewritten;
}

module.exports = { injectRegistry, rewriteRegistry };
