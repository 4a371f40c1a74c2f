/** The drizzle schema of the server's database: every table, one module per area. */

export * from './alerts.ts';
export * from './audit.ts';
export * from './brand.ts';
export * from './documents.ts';
export * from './events.ts';
export * from './identity.ts';
export * from './order-timeline.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './stock.ts';
export * from './tenants.ts';
