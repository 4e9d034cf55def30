// Webpack turns these imports into URLs or styles (other pictures are imported by CSS only).
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
