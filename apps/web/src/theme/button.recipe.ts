import { defineRecipe } from '@chakra-ui/react';

/** The shared button of spec section 2: variants and sizes exactly as the spec names them. */
export const buttonRecipe = defineRecipe({
  className: 'flow-button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'lg',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    flexShrink: 0,
    borderWidth: '1px',
    borderColor: 'transparent',
    focusVisibleRing: 'outside',
    focusRingColor: 'brand.focusRing',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { width: '1em', height: '1em', flexShrink: 0 },
  },
  variants: {
    variant: {
      default: { bg: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.deep' } },
      destructive: { bg: 'red.700', color: 'white', _hover: { bg: 'red.800' } },
      outline: { bg: 'transparent', borderColor: 'border.emphasized', color: 'fg', _hover: { bg: 'brand.subtle' } },
      secondary: { bg: 'bg.muted', color: 'fg', _hover: { bg: 'bg.emphasized' } },
      ghost: { bg: 'transparent', color: 'fg', _hover: { bg: 'brand.subtle' } },
      link: { bg: 'transparent', color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '4px', px: '0', height: 'auto', _hover: { textDecorationThickness: '2px' } },
      premium: {
        bgGradient: 'to-r',
        gradientFrom: 'brand.solid',
        gradientTo: 'brand.deep',
        color: 'white',
        boxShadow: 'md',
        _hover: { boxShadow: 'lg', transform: 'translateY(-1px)' },
      },
      glass: {
        bg: { base: 'whiteAlpha.700', _dark: 'blackAlpha.500' },
        backdropFilter: 'blur(12px)',
        borderColor: { base: 'blackAlpha.200', _dark: 'whiteAlpha.300' },
        color: 'fg',
        _hover: { bg: { base: 'whiteAlpha.900', _dark: 'blackAlpha.600' } },
      },
    },
    size: {
      default: { h: '10', minW: '10', px: '4', textStyle: 'sm' },
      sm: { h: '9', minW: '9', px: '3', textStyle: 'sm', borderRadius: 'md' },
      lg: { h: '11', minW: '11', px: '8', textStyle: 'md' },
      icon: { h: '10', w: '10', minW: '10', px: '0' },
    },
  },
  compoundVariants: [{ variant: 'link', size: ['default', 'sm', 'lg'], css: { h: 'auto', px: '0' } }],
  defaultVariants: { variant: 'default', size: 'default' },
});
