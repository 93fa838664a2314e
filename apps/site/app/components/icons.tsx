import type { SVGProps } from 'react';
import { shieldIconPaths } from './brandMark';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * An icon's drawing: its SVG elements as data, in Lucide's node format
 * (`['circle', { cx: 12, cy: 12, r: 9 }]`), so that a Lucide icon's node fits as it is.
 */
type IconNode = ReadonlyArray<readonly ['path' | 'circle' | 'rect', Readonly<Record<string, string | number>>]>;

/**
 * Small decorative line icons (24×24, stroke in `currentColor`), one row of data each. Always
 * hidden from assistive technology: the text next to them carries the meaning.
 */
function Icon({ nodes, ...props }: IconProps & { nodes: IconNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {nodes.map(([Element, attributes], index) => (
        <Element key={index} {...attributes} />
      ))}
    </svg>
  );
}

export const ChatIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M20.5 11.6a8.5 8.5 0 0 1-12.4 7.5L3.5 20.5l1.4-4.4A8.5 8.5 0 1 1 20.5 11.6z' }], ['path', { d: 'M9 9.5c.3 2.2 2.3 4.3 4.6 4.8l1.2-1.2 1.7.8' }]]} />;
export const PhoneIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M5 4h3.5l1.5 4-2 1.3a11 11 0 0 0 6.7 6.7L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z' }]]} />;
export const MailIcon = (props: IconProps) => <Icon {...props} nodes={[['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], ['path', { d: 'm3.5 6.5 8.5 6.5 8.5-6.5' }]]} />;
export const MapPinIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z' }], ['circle', { cx: 12, cy: 9.5, r: 2.5 }]]} />;
export const ClockIcon = (props: IconProps) => <Icon {...props} nodes={[['circle', { cx: 12, cy: 12, r: 9 }], ['path', { d: 'M12 7v5l3 2' }]]} />;
export const CheckIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'm5 12.5 4.5 4.5L19 7.5' }]]} />;
export const ShieldIcon = (props: IconProps) => <Icon {...props} nodes={shieldIconPaths.map((d) => ['path', { d }])} />;
export const BoltIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M13 2.5 4.5 13.5H12l-1 8 8.5-11H12l1-8z' }]]} />;
export const PercentIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M19 5 5 19' }], ['circle', { cx: 7, cy: 7, r: 2.5 }], ['circle', { cx: 17, cy: 17, r: 2.5 }]]} />;
export const AwardIcon = (props: IconProps) => <Icon {...props} nodes={[['circle', { cx: 12, cy: 9, r: 6 }], ['path', { d: 'm8.5 14 -1.5 7 5-2.5 5 2.5-1.5-7' }]]} />;
export const BankIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M3 9.5 12 4l9 5.5' }], ['path', { d: 'M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3.5 20h17' }]]} />;
export const CarIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M3.5 16.5V12l2-5h13l2 5v4.5' }], ['path', { d: 'M3.5 12h17M3.5 16.5h17' }], ['circle', { cx: 7.5, cy: 16.5, r: 1.8 }], ['circle', { cx: 16.5, cy: 16.5, r: 1.8 }]]} />;
export const TruckIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M2.5 6.5h11v10h-11zM13.5 10h4l3.5 3.5v3h-7.5' }], ['circle', { cx: 6.5, cy: 17.5, r: 1.8 }], ['circle', { cx: 17, cy: 17.5, r: 1.8 }]]} />;
export const MenuIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M4 7h16M4 12h16M4 17h16' }]]} />;
export const CloseIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M6 6l12 12M18 6 6 18' }]]} />;
export const ArrowRightIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M5 12h14M13 6l6 6-6 6' }]]} />;
export const DocumentIcon = (props: IconProps) => <Icon {...props} nodes={[['path', { d: 'M6 3h8l4 4v14H6z' }], ['path', { d: 'M14 3v4h4M9 12h6M9 16h6' }]]} />;
export const UsersIcon = (props: IconProps) => <Icon {...props} nodes={[['circle', { cx: 9, cy: 8, r: 3.5 }], ['path', { d: 'M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5' }]]} />;
