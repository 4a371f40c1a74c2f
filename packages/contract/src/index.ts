export * from './accounts.ts';
export * from './config.ts';
export * from './dictionary/index.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './i18n.ts';
export * from './identity.ts';
export * from './settings.ts';
