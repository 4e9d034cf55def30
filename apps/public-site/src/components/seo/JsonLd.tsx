/**
 * Structured data for search engines. The site's CSP forbids executable inline scripts; a
 * type="application/ld+json" block is data, not executed, so it is allowed. '<' is escaped so a
 * text field can never close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
