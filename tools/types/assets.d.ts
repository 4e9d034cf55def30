// Webpack turns these imports into URLs (asset modules) or injected styles.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
// CSS Modules (*.module.css): the class names of the file, made local by css-loader.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
