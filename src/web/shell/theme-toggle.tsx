import { Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, type Theme } from '@common/constants';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTheme } from './theme-context';
import { SHELL_EXTRAS_COPY } from './shell-extras-copy';

const labels: Record<Theme, string> = SHELL_EXTRAS_COPY.themes;
const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export default function ThemeToggle() {
  const { theme, setTheme, resolvedTheme } = useTheme();
  const CurrentIcon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={COPY.shell.toggleTheme}>
          <CurrentIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(THEMES.find((t) => t === value) ?? theme)}>
          {THEMES.map((option) => {
            const Icon = icons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {labels[option]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
