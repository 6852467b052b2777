/** Spec 4 (Install page): already installed, installable (prompt), manual instructions. */
export type InstallMode = 'installed' | 'prompt' | 'ios' | 'browser-menu';

export function installMode({
  standalone,
  installed,
  ios,
  hasPrompt,
}: {
  standalone: boolean;
  installed: boolean;
  ios: boolean;
  hasPrompt: boolean;
}): InstallMode {
  if (standalone || installed) return 'installed';
  if (ios) return 'ios';
  if (hasPrompt) return 'prompt';
  return 'browser-menu';
}

export const INSTALL_SUCCESS = 'App installed successfully!';
export const WHY_INSTALL = ['Quick access from your home screen', 'Works offline', 'Faster loading', 'No app store needed'] as const;
