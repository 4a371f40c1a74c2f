/**
 * The web kit: what the buyer portal and the seller console share in the browser — the HTTP client (token
 * refresh, error envelope, downloads, Idempotency-Key), money and date display, the auth forms, and the grade
 * chips' colours (the stock list's, and the console's brand preview of them).
 */
export * from './api.ts';
export * from './banner-notice.tsx';
export * from './boot-data.ts';
export * from './download.ts';
export * from './form-field.tsx';
export * from './grade-colors.ts';
export * from './i18n.ts';
export * from './idempotency.ts';
export * from './password-checklist.tsx';
export * from './password-field.tsx';
export * from './reset-password-form.tsx';
export * from './tracking-numbers.tsx';
