import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Browser features the app uses from its own pages only; everything else is off for it and any frame.
 * Location (discovery), camera and microphone (photos, voice), payments (add-ons).
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'microphone=(self)',
  'payment=(self)',
  'fullscreen=(self)',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'usb=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const originOf = (url: string | null | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url.replace(/\{[a-z]\}/g, 'x')).origin];
  } catch {
    return [];
  }
};

/**
 * Security headers on every reply (helmet): a Content-Security-Policy that lets the app load only its
 * own code, no page may frame Blaze (clickjacking), no Referer leaves with a member's URL, no MIME
 * sniffing, HSTS when served over https. Photos may come from the S3 public URL and map tiles from the
 * configured tile server; nothing else is allowed off-site.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.secureCookies;
  const images = [...originOf(config.s3?.publicBaseUrl), ...originOf(config.map.tileUrl)];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Radix and React set style attributes and small <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...images],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
