// Module types for what vite resolves: an asset imported with ?url is its URL.
declare module '*?url' {
  const url: string;
  export default url;
}
