import { StubPage } from './stub-page.tsx';

export default function AccountPage() {
  return <StubPage headingKey="accountHeading" />;
}
