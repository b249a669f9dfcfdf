/**
 * ERPZ's logo and icon in the CMS (admin.components.graphics): the login page and the nav show
 * ours, not Payload's. Drawn inline from the brand assets (public/brand/erpz-logo.svg,
 * public/favicon.svg) so the word mark follows the admin's light or dark theme.
 */
import { brandColors } from '@/config/site'

const indigo = brandColors.find((c) => c.token === 'brand')?.hex ?? '#3730A3'

const MARK = 'M9 9h14v3.4H13v2.4h8.6v3.2H13v2.6h10V24H9z'

export function AdminLogo() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="192"
      height="54"
      viewBox="0 0 128 36"
      role="img"
      aria-label="ERPZ CMS"
      data-testid="erpz-admin-logo"
    >
      <rect x="0" y="2" width="32" height="32" rx="8" fill={indigo} />
      <path d={MARK} transform="translate(0 2)" fill="#fff" />
      <text x="40" y="26" fontFamily="Manrope, Inter, Arial, sans-serif" fontSize="22" fontWeight="800" fill="currentColor" letterSpacing="0.5">
        ERPZ
      </text>
    </svg>
  )
}

export function AdminIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className="graphic-icon" width="100%" height="100%" viewBox="0 0 32 32" role="img" aria-label="ERPZ" data-testid="erpz-admin-icon">
      <rect width="32" height="32" rx="8" fill={indigo} />
      <path d={MARK} fill="#fff" />
    </svg>
  )
}
