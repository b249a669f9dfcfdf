import { describe, expect, it } from 'vitest'

import { cvDownloadName } from './cv-download'

describe('cvDownloadName', () => {
  it('names a CV after the candidate and the role', () => {
    expect(cvDownloadName('Anna Kumar', 'Plant Data Engineer', 'pdf')).toEqual({ ascii: 'Anna-Kumar-Plant-Data-Engineer.pdf', utf8: 'Anna-Kumar-Plant-Data-Engineer.pdf' })
    expect(cvDownloadName('Ravi Kumar', 'ML Engineer (Vision)', 'docx').ascii).toBe('Ravi-Kumar-ML-Engineer-Vision.docx')
  })
  it('keeps accented names in filename* and plain ASCII in filename, without quotes or slashes', () => {
    const name = cvDownloadName('Zoë "Z" Müller/../x', 'Ingénieur', 'pdf')
    expect(name.utf8).toBe('Zoë-Z-Müller-..-x-Ingénieur.pdf')
    expect(name.ascii).toBe('Zoe-Z-Muller-..-x-Ingenieur.pdf')
    expect(name.ascii).not.toMatch(/["/\\\r\n]/)
  })
  it('falls back to cv.<ext> when there is nothing to name it by', () => {
    expect(cvDownloadName('', '', 'pdf').ascii).toBe('cv.pdf')
    expect(cvDownloadName('李', '', 'pdf')).toEqual({ ascii: 'cv.pdf', utf8: '李.pdf' })
  })
})
