export { contrastRatio, parseHexColor } from './contrastRatio'
export { defaultThemeVariables } from './defaultThemeVariables'
export {
  type CreateThemeServiceParameters,
  createThemeService,
  type MediaQueryListLike,
  type ThemeMode,
  type ThemeService,
  type ThemeState,
  type ThemeVariables,
} from './ThemeService'
export { type ThemeColors, themeColors } from './themeColors'
export { themeToCss } from './themeToCss'
