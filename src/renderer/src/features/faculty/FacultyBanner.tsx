import { useState } from 'react'
import { FACULTY_IMAGE } from '../../../../shared/rules/faculty'
import { useBridge } from '../../app/BridgeProvider'
import { Logo } from '../../components/Logo'

/** SPEC §2.11: the faculty's banner, 400px high; our logo when it has none (or it cannot be loaded). */
export function FacultyBanner({ name, image }: { name: string; image: string | null }) {
  const bridge = useBridge()
  const src = bridge.media.url(FACULTY_IMAGE.folder, image)
  const [broken, setBroken] = useState<string | null>(null)
  if (!src || broken === src)
    return (
      <div className="faculty-banner faculty-banner--fallback" data-testid="faculty-banner-fallback">
        <Logo alt={`${name} (no banner yet)`} width={200} height={160} />
      </div>
    )
  return (
    <img
      className="faculty-banner"
      src={src}
      alt={`${name} banner`}
      height={400}
      onError={() => setBroken(src)}
    />
  )
}
