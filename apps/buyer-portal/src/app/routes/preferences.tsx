import { StubPage } from './stub-page.tsx';

export default function PreferencesPage() {
  return <StubPage headingKey="preferencesHeading" />;
}
