import { NOT_SERVED_PREFIX } from './basePath.ts';
import {
  BACKEND_PREFIXES,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  EMBEDDABLE_PAGE,
  FIXED_HEADERS,
  policiesFor,
  type ServedConfig,
  VARIES_BY_COOKIE,
} from './securityHeaders.ts';

/**
 * The production web server's configuration, generated from the build: an nginx file to
 * include in the `http {}` block (Debian's `/etc/nginx/nginx.conf` includes `/etc/nginx/conf.d/*.conf`),
 * self-contained (its own types). It serves the build under `/m/` as `npm start`
 * does, with the headers and caching of `server/securityHeaders.ts` (the one source for both servers):
 *
 * - `/` and `/m` redirect to `/m/` (query kept), like `server/basePath.ts`;
 * - `/m/{path}` is the file, else `{path}/index.html` (a visitor's pre-rendered page) or, with a session
 *   cookie, `{path}/member.html` (a member's shell),
 *   else `/m/index.html`;
 *   a missing `/m/assets/` file is a 404, never the page;
 * - files are sent pre-compressed as the build wrote them (`.gz` by `gzip_static`; `.br` by `brotli_static`
 *   when the nginx has Debian's `libnginx-mod-http-brotli-static`, else `brotli: false`);
 * - `/api/` and `/gamepage/` (the game launcher) are proxied to `upstream` (the platform's API server)
 *   with the normalized URI (dot segments resolved, as nginx matched it), answers marked `nosniff`, and
 *   `X-Forwarded-For` set to the address nginx sees (`$remote_addr`): never the client's own header.
 *   Behind a load balancer or CDN, name it in `trustedProxies`: nginx's real_ip module then takes the
 *   client's address from `X-Forwarded-For` as those proxies append it, and only from them;
 * - `/m/nginx/` (where the build writes this file) is a 404, and so is every other path, with the app's
 *   headers; with a server name, a catch-all server answers other host names the same.
 *
 * The policy is derived from `config.json` as the build has it: an operator who edits config.json's
 * origins regenerates (`npm run nginx-config`).
 */
export interface NginxOptions {
  /** The build's config.json and index.html (the policy's origins and style hashes). */
  config: ServedConfig;
  indexHtml: string;
  /** Where the build lies on the server: its contents are served under /m/. Absolute. */
  root: string;
  /** The API server `/api/` goes to, e.g. `http://127.0.0.1:8080`. */
  upstream: string;
  /** `listen` value: a port, or address:port. */
  listen?: string;
  serverName?: string;
  /** `brotli_static on` (needs the brotli static module loaded). */
  brotli?: boolean;
  /**
   * Addresses or CIDR ranges of the proxies in front of nginx (a load balancer, a CDN), whose
   * `X-Forwarded-For` is believed (`set_real_ip_from`); none: the connection's address is the client's.
   */
  trustedProxies?: readonly string[];
  /**
   * The `config.json` served at `/m/config.json`, when it is not the root's: an absolute path (an
   * environment's own file kept outside the build; the end-to-end tests give the demo's).
   */
  configFile?: string;
  warn?: (message: string) => void;
}

const MIME_TYPES: readonly [type: string, extensions: string][] = [
  ['text/html', 'html'],
  ['text/css', 'css'],
  ['text/javascript', 'js mjs'],
  ['application/json', 'json map'],
  ['application/manifest+json', 'webmanifest'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/gif', 'gif'],
  ['image/x-icon', 'ico'],
  ['font/woff2', 'woff2'],
  ['font/woff', 'woff'],
  ['text/plain', 'txt'],
  ['application/xml', 'xml'],
];

export const DEFAULT_NGINX = {
  root: '/var/www/lotus',
  upstream: 'http://127.0.0.1:8080',
  listen: '80',
  serverName: '_',
} as const;

/** A value inside double quotes in nginx; none of the values has a quote, `$` or backslash to escape. */
const quoted = (value: string) => {
  if (/["$\\\n]/.test(value)) throw new Error(`nginx: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
};
/** A map's regex: nginx keeps a backslash before any letter but t, r, n, and reads `$` as an anchor there. */
const regex = (pattern: RegExp) => {
  if (/["\s]|\\[trn]/.test(pattern.source) || pattern.flags)
    throw new Error(`nginx: cannot write the regex ${pattern}`);
  return `"~${pattern.source}"`;
};

const checkedUpstream = (upstream: string) => {
  if (!/^https?:\/\/[\w.-]+(:\d{1,5})?\/?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?\/?$/i.test(upstream))
    throw new Error(`nginx upstream must be http(s)://host[:port], got ${JSON.stringify(upstream)}`);
  return upstream.replace(/\/$/, '');
};

const checkedPath = (root: string, what = 'root') => {
  if (!/^\/[\w./@+-]*$/.test(root) || root.includes('..'))
    throw new Error(`nginx ${what} must be an absolute plain path, got ${JSON.stringify(root)}`);
  return root;
};

/** An IPv4 or IPv6 address, or a CIDR range of one. */
const checkedProxy = (proxy: string) => {
  if (!/^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f:]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i.test(proxy))
    throw new Error(`nginx trusted proxy must be an address or CIDR range, got ${JSON.stringify(proxy)}`);
  return proxy;
};

/**
 * A backend path proxied: `proxy_pass` with a URI sends the normalized URI (dot segments resolved, as
 * nginx matched the location), never the client's raw spelling; its answers keep their headers, nosniff
 * added.
 */
const backendLocation = (prefix: string, upstream: string) => `  location ^~ ${prefix} {
    proxy_pass ${upstream}${prefix};
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    # The address nginx sees (with trusted proxies: the client's, from their header), never the client's
    # own X-Forwarded-For, which anyone can write.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Connection "";
    proxy_hide_header X-Content-Type-Options;
    add_header X-Content-Type-Options "nosniff" always;
  }
`;

export function nginxConfig(options: NginxOptions): string {
  const root = checkedPath(options.root).replace(/\/?$/, '/');
  const configFile = options.configFile === undefined ? null : checkedPath(options.configFile, 'config file');
  const trustedProxies = (options.trustedProxies ?? []).map(checkedProxy);
  const upstream = checkedUpstream(options.upstream);
  const listen = options.listen ?? DEFAULT_NGINX.listen;
  if (!/^[\w.:[\]]+$/.test(listen)) throw new Error(`nginx listen: ${JSON.stringify(listen)}`);
  const serverName = options.serverName ?? DEFAULT_NGINX.serverName;
  if (!/^[\w.* -]+$/.test(serverName)) throw new Error(`nginx server_name: ${JSON.stringify(serverName)}`);
  const policies = policiesFor(options.config, options.indexHtml, options.warn);
  const precompressed = ['gzip_static on;', ...(options.brotli === false ? [] : ['brotli_static on;'])];
  const headers = (indent: string) =>
    [
      'add_header Content-Security-Policy $lotus_csp always;',
      ...FIXED_HEADERS.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
      'add_header Cache-Control $lotus_cache always;',
    ]
      .map((line) => indent + line)
      .join('\n');

  return `# Generated by \`npm run build\` (server/nginxConfig.ts) from the build's config.json and index.html.
# Include in nginx's http {} block. Regenerate after editing config.json: npm run nginx-config -- --help
# The headers and caching are server/securityHeaders.ts's, the same as \`npm start\`.

map $uri $lotus_cache_control {
${CACHE_RULES.map((rule) => `  ${regex(rule.pattern)} ${quoted(rule.value)};`).join('\n')}
  default ${quoted(DEFAULT_CACHE_CONTROL)};
}
# An error is never cached for long (a 404 for an asset of a deployment still being copied).
map $status $lotus_cache {
  "~^(200|206|304)$" $lotus_cache_control;
  default ${quoted(DEFAULT_CACHE_CONTROL)};
}

# A member (a session cookie, contract section 2) gets the route's member shell, never a visitor's page.
map "$cookie_sessionId$cookie_token" $lotus_page {
  "" "/index.html";
  default "/member.html";
}

# A page's answer depends on the session cookie, however its URL is spelt: every HTML answer goes with
# Vary: Cookie, so caches between keep one per cookie; files do not.
map $sent_http_content_type $lotus_vary {
  ${regex(VARIES_BY_COOKIE)} "Cookie";
  default "";
}

map $uri $lotus_csp {
  ${regex(EMBEDDABLE_PAGE)} ${quoted(policies.embeddable)};
  default ${quoted(policies.page)};
}

server {
  listen ${listen};
  server_name ${serverName};
  server_tokens off;
  absolute_redirect off;
  # The types of what a build holds, as npm start names them (nginx's mime.types lacks webmanifest and
  # calls JavaScript application/javascript); a file of another type is sent as octet-stream.
  types {
${MIME_TYPES.map(([type, extensions]) => `    ${type} ${extensions};`).join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/javascript application/json application/manifest+json text/css text/plain image/svg+xml;
${
  trustedProxies.length > 0
    ? `
  # The client's address, as the trusted proxies in front report it (and only they).
${trustedProxies.map((proxy) => `  set_real_ip_from ${proxy};`).join('\n')}
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
`
    : ''
}
  # The app lives under /m/ (contract section 1).
  location = / {
${headers('    ')}
    return 302 /m/$is_args$args;
  }
  location = /m {
${headers('    ')}
    return 302 /m/$is_args$args;
  }

  location ^~ /m/ {
    alias ${root};
${precompressed.map((line) => `    ${line}`).join('\n')}
    # What is edited in place (config.json, locales/, static/) has no pre-compressed copy: compressed here.
    gzip on;
    gzip_types application/json application/manifest+json text/javascript text/css image/svg+xml;
    gzip_vary on;
${headers('    ')}
    add_header Vary $lotus_vary always;
    # The file, else the pre-rendered page of the path (a visitor's, or a member's shell), else the app's
    # page (it routes on the client).
    try_files $uri $uri$lotus_page /m/index.html;
  }

  # The build writes this file under its root; it names the upstream, the root and the server name.
  location ^~ ${NOT_SERVED_PREFIX} {
${headers('    ')}
    return 404;
  }
${
  configFile
    ? `
  location = /m/config.json {
    alias ${configFile};
    gzip on;
    gzip_types application/json;
    gzip_vary on;
${headers('    ')}
  }
`
    : ''
}
  location ^~ /m/assets/ {
    alias ${root}assets/;
${precompressed.map((line) => `    ${line}`).join('\n')}
    gzip_vary on;
${headers('    ')}
    try_files $uri =404;
  }

  # The platform's API and game launcher. Their answers keep their own headers, and are never sniffed.
${BACKEND_PREFIXES.map((prefix) => backendLocation(prefix, upstream)).join('\n')}
  # Anything else is not this app's: a 404 with its headers, never a file of nginx's default root.
  location / {
${headers('    ')}
    return 404;
  }
}
${
  serverName === DEFAULT_NGINX.serverName
    ? ''
    : `
# Any other host name reaching this address: a 404 with the app's headers.
server {
  listen ${listen} default_server;
  server_name _;
  server_tokens off;
${headers('  ')}
  return 404;
}
`
}`;
}
