/** Where Cloudflare serves Turnstile's widget script, on the service's origin. */
export const TURNSTILE_SCRIPT_PATH = '/turnstile/v0/api.js';

/** Where Cloudflare's Siteverify API checks a token, server to server. */
export const TURNSTILE_VERIFY_PATH = '/turnstile/v0/siteverify';
