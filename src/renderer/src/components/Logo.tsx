import logoUrl from '../assets/logo.svg'

/** Our mark. 50px by 40px in the side menu (SPEC §2.2); decorative unless given alt text. */
export function Logo({
  alt = '',
  width = 50,
  height = 40,
}: {
  alt?: string
  width?: number
  height?: number
}) {
  return <img src={logoUrl} alt={alt} width={width} height={height} className="logo" />
}
