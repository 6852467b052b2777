import { chakra } from '@chakra-ui/react';

/** The browser's own select (keyboard and mobile pickers for free), styled like the inputs; no theme recipe, so nothing joins the first load. */
export const PlainSelect = chakra('select', {
  base: {
    width: 'full',
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    bg: 'bg',
    color: 'fg',
    fontSize: 'md',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0' },
  },
});
