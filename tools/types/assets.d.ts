// Webpack turns these imports into URLs (asset modules) or injected styles. (Pictures other than
// SVG and fonts are imported by CSS only; a .ts import of one needs its declaration here.)
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
// CSS Modules (*.module.css): the class names of the file, made local by css-loader.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
