export * from './alerts.ts';
export * from './documents.ts';
export * from './events.ts';
export * from './identity.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './stock.ts';
export * from './tenants.ts';
