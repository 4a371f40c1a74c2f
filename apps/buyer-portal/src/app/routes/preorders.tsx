import { StubPage } from './stub-page.tsx';

export default function PreordersPage() {
  return <StubPage headingKey="preOrdersHeading" />;
}
