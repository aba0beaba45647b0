import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { buildContentSecurityPolicy, parseOriginList } from '../../server/csp-policy.js';

/** `apiBaseUrl` of the config.json in the public folder; '' (embedded mock) when absent or unreadable. */
export function readBuildTimeApiBaseUrl(publicDir: string): string {
  try {
    const config = JSON.parse(readFileSync(path.join(publicDir, 'config.json'), 'utf8')) as {
      apiBaseUrl?: unknown;
    };
    return typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
  } catch {
    return '';
  }
}

/** A `<script>` without `src`: the policy would block it, so the build must not produce one. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>/i;

/**
 * Adds the Content-Security-Policy meta tag to index.html on `vite build` only (the dev server
 * injects inline HMR scripts). Extra origins come from CSP_CONNECT_SRC and CSP_IMG_SRC (env or .env).
 */
export function contentSecurityPolicy(): Plugin {
  let policy = '';
  return {
    name: 'site-audit:content-security-policy',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir, 'CSP_');
      policy = buildContentSecurityPolicy({
        apiBaseUrl: config.publicDir ? readBuildTimeApiBaseUrl(config.publicDir) : '',
        extraConnectSources: parseOriginList(env.CSP_CONNECT_SRC, 'CSP_CONNECT_SRC'),
        extraImageSources: parseOriginList(env.CSP_IMG_SRC, 'CSP_IMG_SRC'),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = INLINE_SCRIPT.exec(html);
        if (inline) throw new Error(`index.html has an inline script the CSP would block: ${inline[0]}`);
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
