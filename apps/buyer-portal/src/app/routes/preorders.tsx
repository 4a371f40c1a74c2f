/** The Pre Orders screen (/preorders): a stub that shows only its heading. */

import { StubPage } from './stub-page.tsx';

export default function PreordersPage() {
  return <StubPage headingKey="preOrdersHeading" />;
}
