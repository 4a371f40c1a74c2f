import { Authorities, type Authority, Groups } from '@portico/contract';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { DEMO_PASSWORD } from './demo.ts';

type DemoUser = {
  tenant: 'harbor' | 'summit';
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  authorities: readonly Authority[];
  buyerStatus?: 'PROSPECT' | 'ACTIVE';
  salesRep?: { email: string; phone: string; whatsApp: string };
  /** Seller-group users only: OWNER (the default), OPERATIONS or READ_ONLY. */
  staffRole?: 'OWNER' | 'OPERATIONS' | 'READ_ONLY';
  /** A buyer's company, as the console lists it (its addresses carry the same name, demo-checkout.ts). */
  company?: string;
};

const HARBOR_REP = { email: 'sales@harbor.test', phone: '+1 (415) 555-0134', whatsApp: '+14155550134' };
const SUMMIT_REP = { email: 'sales@summit.test', phone: '+44 20 7946 0958', whatsApp: '+442079460958' };

/** The logins of DEMO_LOGINS: a full buyer, a prospect, a browse-only buyer (B-035…B-040), sellers
 * (Harbor's staff in each role). */
const DEMO_USERS: DemoUser[] = [
  {
    tenant: 'harbor',
    email: 'buyer@harbor.test',
    company: 'Reyes Mobile Traders',
    firstName: 'Dana',
    lastName: 'Reyes',
    groups: [Groups.Buyer],
    authorities: Authorities,
    salesRep: HARBOR_REP,
  },
  {
    tenant: 'harbor',
    email: 'prospect@harbor.test',
    company: 'Morgan Cellular',
    firstName: 'Pat',
    lastName: 'Morgan',
    groups: [Groups.Buyer],
    authorities: Authorities,
    buyerStatus: 'PROSPECT',
    salesRep: HARBOR_REP,
  },
  {
    tenant: 'harbor',
    email: 'viewer@harbor.test',
    company: 'Chen Devices',
    firstName: 'Val',
    lastName: 'Chen',
    groups: [Groups.Buyer],
    // No CAN_BUY_ONLINE, CAN_SET_STOCKLIST_ALERT or CAN_SUBSCRIBE_DAILY_REPORT: browse, orders and returns only.
    authorities: ['CAN_VIEW_ORDER', 'CAN_VIEW_AUCTION_SUMMARY', 'CAN_VIEW_RETURNS'],
    salesRep: HARBOR_REP,
  },
  {
    // Proof of export (H-001): Harbor's rule asks this buyer for a document for every held order (demo-export.ts).
    tenant: 'harbor',
    email: 'export@harbor.test',
    company: 'Porter Export Ltd',
    firstName: 'Eli',
    lastName: 'Porter',
    groups: [Groups.Buyer],
    authorities: Authorities,
    salesRep: HARBOR_REP,
  },
  {
    tenant: 'harbor',
    email: 'seller@harbor.test',
    firstName: 'Sam',
    lastName: 'Harbor',
    groups: [Groups.Seller],
    authorities: [],
  },
  {
    // Staff roles: operations runs the business but not the staff pages; read-only reads.
    tenant: 'harbor',
    email: 'ops@harbor.test',
    firstName: 'Olive',
    lastName: 'Ops',
    groups: [Groups.Seller],
    authorities: [],
    staffRole: 'OPERATIONS',
  },
  {
    tenant: 'harbor',
    email: 'readonly@harbor.test',
    firstName: 'Rory',
    lastName: 'Reader',
    groups: [Groups.Seller],
    authorities: [],
    staffRole: 'READ_ONLY',
  },
  {
    tenant: 'summit',
    email: 'buyer@summit.test',
    company: 'Kim Telecom',
    firstName: 'Alex',
    lastName: 'Kim',
    groups: [Groups.Buyer],
    authorities: Authorities,
    salesRep: SUMMIT_REP,
  },
  {
    tenant: 'summit',
    email: 'seller@summit.test',
    firstName: 'Jo',
    lastName: 'Summit',
    groups: [Groups.Seller],
    authorities: [],
  },
];

/** The demo logins of DEMO_LOGINS, all with DEMO_PASSWORD. */
export async function seedDemoUsers(tx: Tx, tenantIds: Record<'harbor' | 'summit', string>): Promise<void> {
  const rows = await Promise.all(
    DEMO_USERS.map(async (u) => ({
      tenantId: tenantIds[u.tenant],
      email: u.email,
      // One hash per user: each gets its own salt even though the demo password is shared.
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: u.firstName,
      lastName: u.lastName,
      company: u.company ?? '',
      groups: u.groups,
      authorities: [...u.authorities],
      buyerStatus: u.buyerStatus ?? 'ACTIVE',
      mustChangePassword: false,
      staffRole: u.staffRole ?? 'OWNER',
      salesRepEmail: u.salesRep?.email ?? null,
      salesRepPhone: u.salesRep?.phone ?? null,
      salesRepWhatApp: u.salesRep?.whatsApp ?? null,
    })),
  );
  await tx.insert(users).values(rows);
}
