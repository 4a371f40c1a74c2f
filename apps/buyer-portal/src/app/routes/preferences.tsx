import { PreferencesScreen } from '../../features/preferences/components/preferences-screen.tsx';

/** /preferences: My Preferences (J-001…J-009). */
export default function PreferencesPage() {
  return <PreferencesScreen />;
}
