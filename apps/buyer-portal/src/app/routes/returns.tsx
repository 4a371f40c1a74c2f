/** The Returns screen (/returns): a stub that shows only its heading. */

import { StubPage } from './stub-page.tsx';

export default function ReturnsPage() {
  return <StubPage headingKey="returnsHeading" />;
}
