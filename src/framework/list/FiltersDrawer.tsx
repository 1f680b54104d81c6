import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { FilterForm, useListContext, useTranslate } from 'react-admin';

/**
 * The filters on a phone: a "Filters" button with the number of filters set, opening a drawer from the bottom
 * with the filter inputs, one under the other; they apply while the drawer is open, as on a desktop.
 */
export function FiltersDrawer({ inputs }: { inputs: ReactElement[] }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const sources = new Set(inputs.map((input) => (input.props as { source: string }).source));
  const count = Object.entries(filterValues as Record<string, unknown>).filter(
    ([source, value]) => sources.has(source) && value !== undefined && value !== null && value !== '',
  ).length;
  const title = translate('framework.list.filters');
  const close = translate('ra.action.close');
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-label={count > 0 ? translate('framework.list.filtersActive', { count }) : title}
        startIcon={
          <Badge badgeContent={count} color="primary">
            <FilterListIcon />
          </Badge>
        }
        sx={{ flexShrink: 0 }}
      >
        {title}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { maxHeight: '85vh' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={close} title={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={DRAWER_FORM}>
          <FilterForm filters={inputs} />
        </Box>
      </Drawer>
    </>
  );
}

/** The inputs one under the other, as wide as the drawer. */
const DRAWER_FORM = {
  px: 2,
  pb: 3,
  '& form': { flexDirection: 'column', alignItems: 'stretch' },
  '& .filter-field .MuiFormControl-root': { flex: 1, minWidth: 0 },
} as const;
