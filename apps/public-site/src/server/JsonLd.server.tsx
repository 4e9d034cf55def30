// The server render's JsonLd (webpack.config.js swaps it in): nothing. The server HTML is for
// readers without JavaScript; search engines get structured data from the museum's JSON-LD the
// API inlines and from the pages the browser renders.
export function JsonLd(_props: { data: object }) {
  return null;
}
