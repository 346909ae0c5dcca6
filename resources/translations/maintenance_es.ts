<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ApprovalDialog</name>
    <message>
        <source>The city&apos;s answer about {device}</source>
        <translation>La respuesta de la ciudad sobre {device}</translation>
    </message>
    <message>
        <source>Record approval</source>
        <translation>Registrar aprobación</translation>
    </message>
    <message>
        <source>Recording the approval changes the device&apos;s frequency to the one approved; the answer is kept with it in the records.</source>
        <translation>Al registrar la aprobación, la frecuencia del equipo pasa a ser la aprobada; la respuesta se guarda con ella en los registros.</translation>
    </message>
    <message>
        <source>Approved on</source>
        <translation>Aprobada el</translation>
    </message>
    <message>
        <source>Frequency approved</source>
        <translation>Frecuencia aprobada</translation>
    </message>
    <message>
        <source>e.g. the city&apos;s reference</source>
        <translation>p. ej., la referencia de la ciudad</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Attach the answer: the letter or e-mail, scanned.</source>
        <translation>Adjunte la respuesta: la carta o el correo electrónico, escaneados.</translation>
    </message>
</context>
<context>
    <name>CallHaulerBox</name>
    <message>
        <source>Call the hauler now</source>
        <translation>Llame al transportista ahora</translation>
    </message>
    <message>
        <source>No phone number on file for the hauler</source>
        <translation>No hay un número de teléfono del transportista en los registros</translation>
    </message>
    <message>
        <source>A reading is over the limit: the interceptor is to be pumped out today (R1).</source>
        <translation>Una lectura supera el límite: hay que bombear el interceptor hoy (R1).</translation>
    </message>
    <message>
        <source>Call your waste hauler: a reading is over the limit, and the interceptor is to be pumped out today (R1). Type the hauler&apos;s phone with this pump-out: it is shown here next time.</source>
        <translation>Llame a su transportista de residuos: una lectura supera el límite y hay que bombear el interceptor hoy (R1). Escriba el teléfono del transportista con este bombeo: se mostrará aquí la próxima vez.</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Grease and solids against the limit (R1), last two years</source>
        <translation>Grasa y sólidos frente al límite (R1), últimos dos años</translation>
    </message>
    <message>
        <source>Device charted</source>
        <translation>Equipo graficado</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Equipo</translation>
    </message>
</context>
<context>
    <name>DeviceFormDialog</name>
    <message>
        <source>Add a device</source>
        <translation>Agregar un equipo</translation>
    </message>
    <message>
        <source>Add device</source>
        <translation>Agregar equipo</translation>
    </message>
    <message>
        <source>Amend device {device}</source>
        <translation>Corregir el equipo {device}</translation>
    </message>
</context>
<context>
    <name>DevicesModel</name>
    <message>
        <source>Device ID</source>
        <translation>ID del equipo</translation>
    </message>
    <message>
        <source>Device
ID</source>
        <translation>ID del
equipo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ubicación</translation>
    </message>
    <message>
        <source>Capacity (gal)</source>
        <translation>Capacidad (gal)</translation>
    </message>
    <message>
        <source>Capacity
(gal)</source>
        <translation>Capacidad
(gal)</translation>
    </message>
    <message>
        <source>Design depth (in)</source>
        <translation>Profundidad de diseño (pulg.)</translation>
    </message>
    <message>
        <source>Design
depth (in)</source>
        <translation>Prof. de
diseño
(pulg.)</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <source>In service since</source>
        <translation>En servicio desde</translation>
    </message>
    <message>
        <source>In service
since</source>
        <translation>En servicio
desde</translation>
    </message>
</context>
<context>
    <name>DevicesPage</name>
    <message>
        <source>Grease control devices</source>
        <translation>Equipos de control de grasa</translation>
    </message>
    <message>
        <source>Add device…</source>
        <translation>Agregar equipo…</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n equipo</numerusform>
            <numerusform>%n equipos</numerusform>
        </translation>
    </message>
    <message>
        <source>No devices yet. Add your grease interceptors and traps with Add device…: the Dashboard then says when each is due to be pumped out or cleaned.</source>
        <translation>Aún no hay equipos. Agregue sus interceptores y trampas de grasa con Agregar equipo…: el Panel indicará entonces cuándo vence el bombeo o la limpieza de cada uno.</translation>
    </message>
    <message>
        <source>Amend profile…</source>
        <translation>Corregir perfil…</translation>
    </message>
    <message>
        <source>({status})</source>
        <translation>({status})</translation>
    </message>
    <message>
        <source>device {device}</source>
        <translation>el equipo {device}</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>A full pump-out by the hauler: enter the gallons removed, the hauler and the manifest no. It restarts the pump-out clock.</source>
        <translation>Un bombeo completo del transportista: escriba los galones retirados, el transportista y el n.º de manifiesto. Reinicia el plazo del bombeo.</translation>
    </message>
    <message>
        <source>A grease trap&apos;s cleaning; it restarts the trap&apos;s cleaning clock.</source>
        <translation>La limpieza de una trampa de grasa; reinicia el plazo de limpieza de la trampa.</translation>
    </message>
    <message>
        <source>A sludge-height reading: enter the FOG and solids depths.</source>
        <translation>Una lectura de lodo: escriba la profundidad de FOG y la de sólidos.</translation>
    </message>
    <message>
        <source>An inspection; enter the depths too if you measured them.</source>
        <translation>Una inspección; escriba también las profundidades si las midió.</translation>
    </message>
    <message>
        <source>The lateral or sewer line cleaned: enter the contractor under Performed by and attach the proof. It restarts no clock.</source>
        <translation>Limpieza de la acometida o del alcantarillado: escriba el contratista en Realizado por y adjunte el comprobante. No reinicia ningún plazo.</translation>
    </message>
    <message>
        <source>The sewer main cleaned by the contractor a waiver asks for: enter the contractor under Performed by and attach the proof. It restarts no clock.</source>
        <translation>Limpieza del colector por el contratista que pide una exención: escriba el contratista en Realizado por y adjunte el comprobante. No reinicia ningún plazo.</translation>
    </message>
    <message>
        <source>Within the {limit}% rule</source>
        <translation>Dentro de la regla del {limit} %</translation>
    </message>
    <message>
        <source>Over {limit}%: the interceptor must be serviced now</source>
        <translation>Más del {limit} %: hay que dar servicio ya al interceptor</translation>
    </message>
    <message>
        <source>{reading}. The {limit}% rule is for interceptors.</source>
        <translation>{reading}. La regla del {limit} % es para interceptores.</translation>
    </message>
    <message>
        <source>Type both depths, in inches, to see the percent of the design depth.</source>
        <translation>Escriba ambas profundidades, en pulgadas, para ver el porcentaje de la profundidad de diseño.</translation>
    </message>
    <message>
        <source>Type the depths as numbers of inches, for example 4.5.</source>
        <translation>Escriba las profundidades como números de pulgadas, por ejemplo, 4.5.</translation>
    </message>
    <message>
        <source>Required for a pump-out.</source>
        <translation>Obligatorio en un bombeo.</translation>
    </message>
    <message>
        <source>Only for a pump-out, or a cleaning that removed some.</source>
        <translation>Solo en un bombeo, o en una limpieza que retiró algo.</translation>
    </message>
    <message>
        <source>{percent}% of {device}&apos;s design depth ({depth} in)</source>
        <translation>{percent} % de la profundidad de diseño de {device} ({depth} pulg.)</translation>
    </message>
    <message>
        <source>{reading}. {verdict}.</source>
        <translation>{reading}. {verdict}.</translation>
    </message>
    <message>
        <source>Under 90% of {device}&apos;s capacity ({capacity} gal): it will be flagged as a possible partial pump-out. Check the hauler&apos;s manifest.</source>
        <translation>Menos del 90 % de la capacidad de {device} ({capacity} gal): se marcará como posible bombeo parcial. Revise el manifiesto del transportista.</translation>
    </message>
    <message>
        <source>{device} ({type})</source>
        <translation>{device} ({type})</translation>
    </message>
</context>
<context>
    <name>EntryFormDialog</name>
    <message>
        <source>Add a maintenance entry</source>
        <translation>Agregar una anotación de mantenimiento</translation>
    </message>
    <message>
        <source>Add entry</source>
        <translation>Agregar anotación</translation>
    </message>
    <message>
        <source>e.g. Typo in the solids depth</source>
        <translation>p. ej., error al escribir la profundidad de sólidos</translation>
    </message>
    <message>
        <source>Amend {service} of {device} on {date}</source>
        <translation>Corregir la anotación de {device} del {date} ({service})</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Hauler and notes</source>
        <translation>Transportista y notas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>The day the work was done; not a future day.</source>
        <translation>El día en que se hizo el trabajo; no un día futuro.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>inches, e.g. 4.5</source>
        <translation>pulgadas, p. ej., 4.5</translation>
    </message>
    <message>
        <source>FOG depth (in)</source>
        <translation>Profundidad de FOG (pulg.)</translation>
    </message>
    <message>
        <source>inches, e.g. 3</source>
        <translation>pulgadas, p. ej., 3</translation>
    </message>
    <message>
        <source>Solids depth (in)</source>
        <translation>Profundidad de sólidos (pulg.)</translation>
    </message>
    <message>
        <source>Percent of design depth</source>
        <translation>% de la profundidad de diseño</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Measured by the city</source>
        <translation>Medido por la ciudad</translation>
    </message>
    <message>
        <source>A Measurement the city&apos;s inspector took: the inspection it was taken at, on that inspection&apos;s date.</source>
        <translation>Una Medición que tomó el inspector de la ciudad: la inspección en la que se tomó, con la fecha de esa inspección.</translation>
    </message>
    <message>
        <source>gallons, e.g. 1000</source>
        <translation>galones, p. ej., 1000</translation>
    </message>
    <message>
        <source>Gallons removed</source>
        <translation>Galones retirados</translation>
    </message>
    <message>
        <source>e.g. SoCal Grease Haulers</source>
        <translation>p. ej., SoCal Grease Haulers</translation>
    </message>
    <message>
        <source>Hauler</source>
        <translation>Transportista</translation>
    </message>
    <message>
        <source>as printed on the hauler&apos;s manifest</source>
        <translation>como figura en el manifiesto</translation>
    </message>
    <message>
        <source>Manifest no.</source>
        <translation>N.º de manifiesto</translation>
    </message>
    <message>
        <source>who did the work, e.g. D. Alvarez (hauler)</source>
        <translation>quién lo hizo, p. ej., D. Álvarez</translation>
    </message>
    <message>
        <source>Performed by</source>
        <translation>Realizado por</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Registration no.</source>
        <translation>N.º de registro</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Conductor</translation>
    </message>
    <message>
        <source>Hauler&apos;s phone</source>
        <translation>Teléfono del transportista</translation>
    </message>
    <message>
        <source>Disposal site</source>
        <translation>Sitio de disposición</translation>
    </message>
    <message>
        <source>Disposal site address</source>
        <translation>Dirección del sitio de disposición</translation>
    </message>
    <message>
        <source>e.g. (626) 555-0199</source>
        <translation>p. ej., (626) 555-0199</translation>
    </message>
    <message>
        <source>{device} (void)</source>
        <translation>{device} (anulado)</translation>
    </message>
    <message>
        <source>{number} of {date}</source>
        <translation>{number} del {date}</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All devices</source>
        <translation>Todos los equipos</translation>
    </message>
    <message>
        <source>All services</source>
        <translation>Todos los servicios</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Vigentes</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Anuladas</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Fecha desde</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Fecha hasta</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Hauler, manifest no., name, notes…</source>
        <translation>Transportista, n.º de manifiesto, nombre, notas…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Quitar filtros</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>{device} (void)</source>
        <translation>{device} (anulado)</translation>
    </message>
</context>
<context>
    <name>FrequencyPanel</name>
    <message>
        <source>{rate}% a day</source>
        <translation>{rate} % al día</translation>
    </message>
    <message>
        <source>Rate per pump-out cycle: {rates}.</source>
        <translation>Tasa de acumulación por ciclo de bombeo: {rates}.</translation>
    </message>
    <message>
        <source>At that rate it never reaches {limit}%.</source>
        <translation>A esa tasa nunca llega al {limit} %.</translation>
    </message>
    <message>
        <source>From the pump-out on {since} it reaches {limit}% on {day}.</source>
        <translation>Desde el bombeo del {since}, llega al {limit} % el {day}.</translation>
    </message>
    <message>
        <source>none: it fills in less than a week</source>
        <translation>ninguna: se llena en menos de una semana</translation>
    </message>
    <message>
        <source>Suggested frequency: {suggested} (approved: {approved}).</source>
        <translation>Frecuencia sugerida: {suggested} (aprobada: {approved}).</translation>
    </message>
    <message>
        <source>now</source>
        <translation>hoy</translation>
    </message>
    <message>
        <source>{start} to {end}: highest {percent}% on {day}, day {days}: {rate}</source>
        <translation>{start} – {end}: máximo {percent} % el {day}, día {days}: {rate}</translation>
    </message>
    <message>
        <source>It fills faster than its approved frequency.</source>
        <translation>Se llena más rápido que su frecuencia aprobada.</translation>
    </message>
    <message>
        <source>It fills faster than its approved frequency: pump it out by {day}, and ask the program manager for a shorter frequency.</source>
        <translation>Se llena más rápido que su frecuencia aprobada: bombéelo a más tardar el {day} y pida al responsable del programa de FOG una frecuencia más corta.</translation>
    </message>
    <message>
        <source>{frequency} on {day}</source>
        <translation>{frequency} el {day}</translation>
    </message>
    <message>
        <source>Save the request</source>
        <translation>Guardar la solicitud</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cleaning interval (R3)</source>
        <translation>Intervalo de limpieza (R3)</translation>
    </message>
    <message>
        <source>Frequency from the readings</source>
        <translation>Frecuencia según las lecturas</translation>
    </message>
    <message>
        <source>Request a frequency change…</source>
        <translation>Solicitar un cambio de frecuencia…</translation>
    </message>
    <message>
        <source>Average {average}; highest of the last three cycles and the current one {highest}.</source>
        <translation>Promedio {average}; la más alta de los tres últimos ciclos y el actual {highest}.</translation>
    </message>
    <message>
        <source>Record the city&apos;s answer…</source>
        <translation>Registrar la respuesta de la ciudad…</translation>
    </message>
    <message>
        <source>Void the last approval…</source>
        <translation>Anular la última aprobación…</translation>
    </message>
    <message>
        <source>For an approval entered in error (R6)</source>
        <translation>Para una aprobación registrada por error (R6)</translation>
    </message>
    <message>
        <source>Cleaning interval: {frequency}. A longer interval than the ordinance&apos;s counts only from the date of the city&apos;s approval: record its answer here.</source>
        <translation>Intervalo de limpieza: {frequency}. Un intervalo más largo que el de la ordenanza cuenta solo desde la fecha de la aprobación de la Ciudad: registre aquí su respuesta.</translation>
    </message>
    <message>
        <source>{refusal} A cycle runs from one full pump-out to the next; record a Measurement in each.</source>
        <translation>{refusal} Un ciclo va de un bombeo completo al siguiente; registre una Medición en cada uno.</translation>
    </message>
    <message>
        <source>Approvals on file: {approvals}.</source>
        <translation>Aprobaciones archivadas: {approvals}.</translation>
    </message>
    <message>
        <source>Writing the request to {path}…</source>
        <translation>Escribiendo la solicitud en {path}…</translation>
    </message>
    <message>
        <source>Request saved: {path}. Print it, sign it and send it to the program manager; when they answer, click Record the city&apos;s answer….</source>
        <translation>Solicitud guardada: {path}. Imprímala, fírmela y envíela al responsable del programa de FOG; cuando responda, haga clic en Registrar la respuesta de la ciudad….</translation>
    </message>
    <message>
        <source>The request can&apos;t be saved to {path}: {reason}</source>
        <translation>No se puede guardar la solicitud en {path}: {reason}</translation>
    </message>
    <message>
        <source>the approval of {approval}</source>
        <translation>la aprobación de {approval}</translation>
    </message>
    <message>
        <source>{device} keeps the frequency it has. If that is wrong too, amend the device on Establishment &amp; devices to the frequency really approved.</source>
        <translation>{device} conserva la frecuencia que tiene. Si también es incorrecta, corrija el equipo en Establecimiento y equipos con la frecuencia realmente aprobada.</translation>
    </message>
</context>
<context>
    <name>HaulerRequestDialog</name>
    <message>
        <source>A missing manifest cannot be made again. Ask the hauler for a copy, and record each time you ask: a record of every attempt is what an inspector asks for.</source>
        <translation>Un manifiesto que falta no se puede volver a hacer. Pida una copia al transportista y registre cada vez que la pide: el registro de cada intento es lo que pide un inspector.</translation>
    </message>
    <message>
        <source>Ask the hauler for the manifest</source>
        <translation>Pedir el manifiesto al transportista</translation>
    </message>
    <message>
        <source>Record this request</source>
        <translation>Registrar esta solicitud</translation>
    </message>
    <message>
        <source>Date asked</source>
        <translation>Fecha de la solicitud</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>A quién</translation>
    </message>
    <message>
        <source>A name, an e-mail address or a phone number</source>
        <translation>Un nombre, un correo electrónico o un teléfono</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>What the hauler answered; empty until they do</source>
        <translation>Lo que respondió el transportista; vacío hasta que responda</translation>
    </message>
    <message>
        <source>The pump-out of {device} on {day} has no manifest on file.</source>
        <translation>El bombeo de {device} del {day} no tiene manifiesto archivado.</translation>
    </message>
    <message>
        <source>Copy text</source>
        <translation>Copiar texto</translation>
    </message>
    <message>
        <source>Copy the request, to paste it into an e-mail</source>
        <translation>Copiar la solicitud para pegarla en un correo electrónico</translation>
    </message>
    <message>
        <source>Save letter…</source>
        <translation>Guardar carta…</translation>
    </message>
    <message>
        <source>The request as a letter, a PDF to sign and send</source>
        <translation>La solicitud como carta, un PDF para firmar y enviar</translation>
    </message>
    <message>
        <source>no phone on file</source>
        <translation>sin teléfono archivado</translation>
    </message>
    <message>
        <source>Hauler: {hauler}, {phone}</source>
        <translation>Transportista: {hauler}, {phone}</translation>
    </message>
    <message>
        <source>not noted</source>
        <translation>no anotado</translation>
    </message>
    <message>
        <source>Amend the request of {day} for the manifest of {device}</source>
        <translation>Corregir la solicitud del {day} del manifiesto de {device}</translation>
    </message>
    <message>
        <source>Copied. Paste it into an e-mail to the hauler; once sent, record it below.</source>
        <translation>Copiado. Péguelo en un correo electrónico al transportista; una vez enviado, regístrelo abajo.</translation>
    </message>
    <message>
        <source>Letter saved: {path}. Sign it and send it; once sent, record it below.</source>
        <translation>Carta guardada: {path}. Fírmela y envíela; una vez enviada, regístrela abajo.</translation>
    </message>
    <message>
        <source>The letter can&apos;t be saved to {path}: {reason}</source>
        <translation>No se puede guardar la carta en {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>MaintenanceFlags</name>
    <message>
        <source>Over {limit}%</source>
        <translation>Más del {limit} %</translation>
    </message>
    <message>
        <source>Possible partial pump-out</source>
        <translation>Posible bombeo parcial</translation>
    </message>
    <message>
        <source>Partial pump-out</source>
        <translation>Bombeo parcial</translation>
    </message>
    <message>
        <source>Manifest missing</source>
        <translation>Falta el manifiesto</translation>
    </message>
    <message>
        <source>Manifest {number} noted, not on file</source>
        <translation>Manifiesto {number} anotado, no archivado</translation>
    </message>
    <message>
        <source>No manifest on file</source>
        <translation>Ningún manifiesto archivado</translation>
    </message>
</context>
<context>
    <name>MaintenanceModel</name>
    <message>
        <source>City, {inspection}</source>
        <translation>Ciudad, {inspection}</translation>
    </message>
    <message>
        <source>{city} ({name})</source>
        <translation>{city} ({name})</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{header}: click to sort by it, again to reverse</source>
        <translation>{header}: haga clic para ordenar por esta columna, y otra vez para invertir el orden</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Device ID</source>
        <translation>ID del equipo</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>FOG depth (in)</source>
        <translation>Profundidad de FOG (pulg.)</translation>
    </message>
    <message>
        <source>FOG
(in)</source>
        <translation>FOG
(pulg.)</translation>
    </message>
    <message>
        <source>Solids depth (in)</source>
        <translation>Profundidad de sólidos (pulg.)</translation>
    </message>
    <message>
        <source>Solids
(in)</source>
        <translation>Sólidos
(pulg.)</translation>
    </message>
    <message>
        <source>Percent of design depth</source>
        <translation>Porcentaje de la profundidad de diseño</translation>
    </message>
    <message>
        <source>% of design
depth</source>
        <translation>% de prof.
de diseño</translation>
    </message>
    <message>
        <source>Gallons removed</source>
        <translation>Galones retirados</translation>
    </message>
    <message>
        <source>Gallons
removed</source>
        <translation>Galones
retirados</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Hauler</source>
        <translation>Transportista</translation>
    </message>
    <message>
        <source>Manifest no.</source>
        <translation>N.º de manifiesto</translation>
    </message>
    <message>
        <source>Manifest
no.</source>
        <translation>N.º de
manifiesto</translation>
    </message>
    <message>
        <source>Performed by</source>
        <translation>Realizado por</translation>
    </message>
    <message>
        <source>Performed
by</source>
        <translation>Realizado
por</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>over {limit}%</source>
        <translation>más del {limit} %</translation>
    </message>
    <message>
        <source>over {limit}%: the interceptor must be serviced now</source>
        <translation>más del {limit} %: hay que dar servicio ya al interceptor</translation>
    </message>
    <message>
        <source>within the {limit}% rule</source>
        <translation>dentro de la regla del {limit} %</translation>
    </message>
    <message>
        <source>{percent} of {device}&apos;s design depth: {verdict}</source>
        <translation>{percent} de la profundidad de diseño de {device}: {verdict}</translation>
    </message>
</context>
<context>
    <name>MaintenancePage</name>
    <message>
        <source>No entries yet. Use Add entry… to record a pump-out, a cleaning, a sludge-height reading or an inspection.</source>
        <translation>Aún no hay anotaciones. Use Agregar anotación… para registrar un bombeo, una limpieza, una lectura de lodo o una inspección.</translation>
    </message>
    <message>
        <source>No entries match these filters. Clear filters shows them all.</source>
        <translation>Ninguna anotación coincide con estos filtros. Quitar filtros las muestra todas.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entry(ies)</source>
        <translation>
            <numerusform>%Ln anotación</numerusform>
            <numerusform>%Ln anotaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Maintenance log</source>
        <translation>Registro de mantenimiento</translation>
    </message>
    <message>
        <source>Add entry…</source>
        <translation>Agregar anotación…</translation>
    </message>
    <message>
        <source>Check pump-out…</source>
        <translation>Revisar bombeo…</translation>
    </message>
    <message>
        <source>Confirm a pump-out full, or record it partial, from its manifest (R2).</source>
        <translation>Confirmar un bombeo como completo, o registrarlo como parcial, según su manifiesto (R2).</translation>
    </message>
    <message>
        <source>Ask the hauler…</source>
        <translation>Pedir al transportista…</translation>
    </message>
    <message>
        <source>Ask the hauler for a copy of the missing manifest</source>
        <translation>Pedir al transportista una copia del manifiesto que falta</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of {entries} match these filters</source>
        <translation>
            <numerusform>%Ln de {entries} coincide con estos filtros</numerusform>
            <numerusform>%Ln de {entries} coinciden con estos filtros</numerusform>
        </translation>
    </message>
    <message>
        <source>{counted}, sorted by {column} (descending).</source>
        <translation>{counted}, ordenadas por {column} (descendente).</translation>
    </message>
    <message>
        <source>{counted}, sorted by {column} (ascending).</source>
        <translation>{counted}, ordenadas por {column} (ascendente).</translation>
    </message>
    <message>
        <source>{service} of {device} on {date}</source>
        <translation>la anotación de {device} del {date} ({service})</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Maintenance</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <source>Establishment &amp; devices</source>
        <translation>Establecimiento y equipos</translation>
    </message>
    <message>
        <source>Requests to the hauler</source>
        <translation>Solicitudes al transportista</translation>
    </message>
</context>
<context>
    <name>RequestsList</name>
    <message>
        <source>Requests to the hauler for this manifest</source>
        <translation>Solicitudes al transportista de este manifiesto</translation>
    </message>
    <message>
        <source>Ask the hauler…</source>
        <translation>Pedir al transportista…</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n solicitud</numerusform>
            <numerusform>%n solicitudes</numerusform>
        </translation>
    </message>
    <message>
        <source>No request recorded yet. Ask the hauler for a copy with Ask the hauler…, and record each time you ask.</source>
        <translation>Aún no hay solicitudes registradas. Pida una copia con Pedir al transportista… y registre cada vez que la pide.</translation>
    </message>
    <message>
        <source>the request of {day} to {whom}</source>
        <translation>la solicitud del {day} a {whom}</translation>
    </message>
</context>
<context>
    <name>RequestsModel</name>
    <message>
        <source>Asked on</source>
        <translation>Pedido el</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>A quién</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>No answer yet</source>
        <translation>Sin respuesta aún</translation>
    </message>
</context>
<context>
    <name>SettleDialog</name>
    <message>
        <source>Check the pump-out of {device} on {day}</source>
        <translation>Revisar el bombeo de {device} del {day}</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>{gallons} of {capacity} gallons removed. Only a pump-out that emptied the device meets its due date: check the hauler&apos;s manifest, then say what it shows.</source>
        <translation>Se retiraron {gallons} de {capacity} galones. Solo un bombeo que vació el equipo cumple su fecha límite: revise el manifiesto del transportista y diga lo que muestra.</translation>
    </message>
    <message>
        <source>The manifest shows</source>
        <translation>El manifiesto muestra</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>e.g. the tank held less than its capacity; solids left in</source>
        <translation>p. ej., el tanque tenía menos que su capacidad; quedaron sólidos</translation>
    </message>
</context>
<context>
    <name>SludgeChart</name>
    <message>
        <source>Jan</source>
        <translation>ene</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>feb</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mar</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>abr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>may</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>jun</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>jul</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>ago</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sep</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>oct</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>dic</translation>
    </message>
    <message>
        <source>{limit_percent}% rule</source>
        <translation>Regla del {limit_percent} %</translation>
    </message>
    <message>
        <source>City inspection</source>
        <translation>Inspección de la ciudad</translation>
    </message>
    <message>
        <source>{day}: {percent}%, measured by the city ({inspection}), {verdict}</source>
        <translation>{day}: {percent} %, medido por la ciudad ({inspection}), {verdict}</translation>
    </message>
    <message>
        <source>over {limit_percent}%: service now</source>
        <translation>más del {limit_percent} %: dar servicio ya</translation>
    </message>
    <message>
        <source>within the {limit_percent}% rule</source>
        <translation>dentro de la regla del {limit_percent} %</translation>
    </message>
    <message>
        <source>{device}: {readings} readings from {start} to {end}; highest {percent}% on {day}; {over} over {limit_percent}%; {pump_outs} pump-outs.</source>
        <translation>{device}: {readings} lecturas del {start} al {end}; la más alta, {percent} % el {day}; {over} por encima del {limit_percent} %; {pump_outs} bombeos.</translation>
    </message>
    <message>
        <source>{device} is a grease trap: it is cleaned as often as needed, and the limit on grease and solids (R1) is for interceptors, so there is no chart for it. Choose an interceptor.</source>
        <translation>{device} es una trampa de grasa: se limpia tan seguido como haga falta, y el límite de grasa y sólidos (R1) es para interceptores, así que no tiene gráfica. Elija un interceptor.</translation>
    </message>
    <message numerus="yes">
        <source>%n pump-out(s) recorded</source>
        <translation>
            <numerusform>%n bombeo registrado</numerusform>
            <numerusform>%n bombeos registrados</numerusform>
        </translation>
    </message>
    <message>
        <source>Pump-out</source>
        <translation>Bombeo</translation>
    </message>
    <message>
        <source>Partial?</source>
        <translation>¿Parcial?</translation>
    </message>
    <message>
        <source>{device}: percent of design depth</source>
        <translation>{device}: % de la profundidad de diseño</translation>
    </message>
    <message>
        <source>Pump-out on {day}{gallons}{partial}</source>
        <translation>Bombeo del {day}{gallons}{partial}</translation>
    </message>
    <message>
        <source>, {gallons} gal</source>
        <translation>, {gallons} gal</translation>
    </message>
    <message>
        <source> (possible partial pump-out)</source>
        <translation> (posible bombeo parcial)</translation>
    </message>
    <message>
        <source>{day}: {percent}%, {verdict}</source>
        <translation>{day}: {percent} %, {verdict}</translation>
    </message>
    <message>
        <source>{device}: no sludge-height readings from {start} to {end}.</source>
        <translation>{device}: no hay lecturas de altura de lodo del {start} al {end}.</translation>
    </message>
    <message>
        <source>No device to chart yet. Add your grease interceptor on the Establishment &amp; devices page.</source>
        <translation>Aún no hay ningún equipo que graficar. Agregue su interceptor de grasa en la página Establecimiento y equipos.</translation>
    </message>
    <message>
        <source>No sludge-height readings of {device} in the last two years ({pumps}). Record a Measurement with the FOG and solids depths, and the trend shows here.</source>
        <translation>No hay lecturas de lodo de {device} en los últimos dos años ({pumps}). Registre una Medición con las profundidades de FOG y de sólidos, y la tendencia aparecerá aquí.</translation>
    </message>
    <message>
        <source>No sludge-height readings of {device} in the last two years. Record a Measurement with the FOG and solids depths, and the trend shows here.</source>
        <translation>No hay lecturas de lodo de {device} en los últimos dos años. Registre una Medición con las profundidades de FOG y de sólidos, y la tendencia aparecerá aquí.</translation>
    </message>
    <message>
        <source>Percent of design depth over time</source>
        <translation>Porcentaje de la profundidad de diseño a lo largo del tiempo</translation>
    </message>
</context>
</TS>
