/** The Account screen (/account): a stub that shows only its heading. */

import { StubPage } from './stub-page.tsx';

export default function AccountPage() {
  return <StubPage headingKey="accountHeading" />;
}
