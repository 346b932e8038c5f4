import type { Connect, Plugin } from 'vite';

/**
 * The app lives under `/m/`: the server sends `/` and `/m` there (contract §1). The production web server
 * needs the same rule (README, production notes).
 */
export function basePathRedirect(): Plugin {
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const [path = '/', query] = (req.url ?? '/').split('?');
    if (path !== '/' && path !== '/m') return next();
    res.statusCode = 302;
    res.setHeader('Location', `/m/${query ? `?${query}` : ''}`);
    res.end();
  };
  return {
    name: 'base-path-redirect',
    configureServer(server) {
      server.middlewares.use(redirect);
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirect);
    },
  };
}
