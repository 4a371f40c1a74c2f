export * from './identity.ts';
export * from './tenants.ts';
