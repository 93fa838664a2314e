import {
  addressLine,
  broker,
  companyRegistrationLines,
  contactPage,
  copyrightLine,
  correspondentNotice,
  footerCopy,
  footerNavLinks,
  noAdvanceFeeNotice,
  openingHoursLabels,
  partnerInstitutionsLine,
} from '@repo/content';
import { Container, Link, Section, Stack, Text } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/icons';
import { StoreMap } from '../components/StoreMap';
import { PhoneLink } from '../components/PhoneLink';
import { NewTabLink } from '../components/NewTabLink';
import { keepTogether } from '../components/KeepTogether';
import {
  footer,
  footerAddress,
  footerGrid,
  footerHeading,
  footerIcon,
  footerLegal,
  footerLine,
  footerList,
} from './layout.css';
import type { ComponentType, ReactNode, SVGProps } from 'react';

/** A column's list under its heading. */
function HeadedList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 className={footerHeading}>{title}</h2>
      <ul className={footerList} role="list">
        {children}
      </ul>
    </>
  );
}

/** The footer's links to the site's pages. */
function FooterNav() {
  return (
    <nav aria-label={footerCopy.navigationLabel}>
      <ul className={footerList} role="list">
        {footerNavLinks.map((link) => (
          <li key={link.href}>
            <Link asChild tone="inverse" underline="hover">
              <RouterLink to={link.href}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A line of a column: its icon, then its text. */
function IconLine({ icon: Icon, children }: { icon: ComponentType<SVGProps<SVGSVGElement>>; children: ReactNode }) {
  return (
    <li className={footerLine}>
      <Icon className={footerIcon} />
      {children}
    </li>
  );
}

/**
 * The site footer: phones (tel:), business e-mail (mailto:), the stores' addresses, opening hours,
 * the map (its frame created as the visitor scrolls near it: `StoreMap`) and the legal lines a
 * banking correspondent must show (Res. CMN 4.935/2021). Its phone and e-mail links are counted
 * with the origin its `data-origem` names.
 */
export function Footer() {
  return (
    <Section as="footer" background="inverse" spacing="large" className={footer} data-origem="rodape">
      <Container>
        <div className={footerGrid}>
          <Stack space="md">
            <Text as="p" weight="bold" size="large">
              {broker.name}
            </Text>
            <Text>{footerCopy.description}</Text>
            <FooterNav />
          </Stack>

          <Stack space="sm">
            <HeadedList title={footerCopy.contactTitle}>
              {contactPage.phoneLines.map((line) => (
                <IconLine key={line.phone.e164} icon={PhoneIcon}>
                  <span>
                    {line.label}:{' '}
                    <PhoneLink tone="inverse" phone={line.phone} />
                  </span>
                </IconLine>
              ))}
              <IconLine icon={MailIcon}>
                <span>
                  <Link tone="inverse" href={`mailto:${broker.emails.contact}`}>
                    {broker.emails.contact}
                  </Link>
                </span>
              </IconLine>
            </HeadedList>
            <HeadedList title={footerCopy.socialTitle}>
              {footerCopy.social.map((network) => (
                <li key={network.href}>
                  <NewTabLink tone="inverse" href={network.href}>
                    {network.label}
                  </NewTabLink>
                </li>
              ))}
            </HeadedList>
          </Stack>

          <Stack space="sm">
            <HeadedList title={footerCopy.addressTitle}>
              {broker.stores.map((store) => (
                <IconLine key={store.id} icon={MapPinIcon}>
                  <address className={footerAddress}>{keepTogether(addressLine(store.address))}</address>
                </IconLine>
              ))}
            </HeadedList>
            <HeadedList title={footerCopy.hoursTitle}>
              {openingHoursLabels.map((label) => (
                <IconLine key={label} icon={ClockIcon}>
                  <span>{label}</span>
                </IconLine>
              ))}
            </HeadedList>
          </Stack>

          <StoreMap size="compact" />
        </div>

        <div className={footerLegal}>
          <Text size="small">{keepTogether(`${correspondentNotice}.`)}</Text>
          <Text size="small">{partnerInstitutionsLine}</Text>
          <Text size="small" weight="bold">
            {noAdvanceFeeNotice}.
          </Text>
          {companyRegistrationLines.map((line) => (
            <Text key={line} size="small">
              {keepTogether(line)}
            </Text>
          ))}
          <Text size="small">{copyrightLine}</Text>
        </div>
      </Container>
    </Section>
  );
}
