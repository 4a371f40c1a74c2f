/** The Auctions screen (/auctions): a stub that shows only its heading. */

import { StubPage } from './stub-page.tsx';

export default function AuctionsPage() {
  return <StubPage headingKey="auctionsHeading" />;
}
