// '@furnace/api-client/server': what the server render of the public pages shares (ADR 7).
// The shell's server bundle holds the one copy and hands it to the remotes' server bundles (as the
// shell shares React in the browser), so the data source the shell's render provides is the one
// every remote's useApiQuery and site content read. The server versions of useApiQuery, the site
// content and fetch beside this file are swapped in by the server bundles' webpack configs
// (serverRenderConfig in tools/webpack/common.js).
export {
  ask,
  currentLoad,
  RenderScopeContext,
  unanswerable,
  type Answer,
  type ApiSource,
  type RenderScope,
} from './server-data';
