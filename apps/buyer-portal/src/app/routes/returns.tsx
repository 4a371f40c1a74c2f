import { StubPage } from './stub-page.tsx';

export default function ReturnsPage() {
  return <StubPage headingKey="returnsHeading" />;
}
