export * from './envelope.ts';
export * from './error-codes.ts';
export * from './identity.ts';
