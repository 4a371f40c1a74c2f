import { StubPage } from './stub-page.tsx';

export default function AuctionsPage() {
  return <StubPage headingKey="auctionsHeading" />;
}
