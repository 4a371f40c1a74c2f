export * from './banner-html.ts';
export * from './dates.ts';
export * from './i18n.ts';
export * from './messages.ts';
export * from './password-policy.ts';
export * from './sanitize-css.ts';
export * from './user-badge.ts';
export * from './validators.ts';
