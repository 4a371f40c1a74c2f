import Box from '@mui/material/Box';

type BrandMarkProps = { name: string; favicon?: string; size?: number };

/** The tenant's mark: its favicon when it has one, else its initials. Decorative: the name is always beside it. */
export function BrandMark({ name, favicon, size = 36 }: BrandMarkProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: size * 0.4,
      }}
    >
      {favicon ? (
        <Box component="img" src={favicon} alt="" sx={{ width: '100%', height: '100%' }} />
      ) : (
        initials
      )}
    </Box>
  );
}
