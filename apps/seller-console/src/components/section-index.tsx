import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/**
 * The sections of a long screen (Settings' eleven cards) as links at its top: choosing one brings its heading
 * into view below the app bar (the headings keep a scroll margin), without a navigation of the console.
 */
export function SectionIndex(props: { label: string; sections: readonly { id: string; label: string }[] }) {
  return (
    <Box component="nav" aria-label={props.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {props.sections.map((s) => (
        <Chip
          key={s.id}
          component="a"
          href={`#${s.id}`}
          clickable
          variant="outlined"
          label={s.label}
          onClick={(e: React.MouseEvent) => {
            e.preventDefault();
            document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          sx={{ minHeight: 36 }}
        />
      ))}
    </Box>
  );
}
