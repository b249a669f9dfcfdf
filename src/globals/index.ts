import { CandidateEmails } from './candidate-emails'
import { Footer } from './footer'
import { Header } from './header'
import { SiteSettings } from './site-settings'

export const GLOBALS = [Header, Footer, SiteSettings, CandidateEmails]
