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
