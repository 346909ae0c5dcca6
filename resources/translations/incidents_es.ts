<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AmendIncidentDialog</name>
    <message>
        <source>Amend {number}</source>
        <translation>Corregir {number}</translation>
    </message>
    <message>
        <source>Save amendment</source>
        <translation>Guardar corrección</translation>
    </message>
    <message>
        <source>e.g. The time was 18:40, not 16:40</source>
        <translation>p. ej., la hora era 18:40, no 16:40</translation>
    </message>
</context>
<context>
    <name>CallNowBox</name>
    <message>
        <source>Whom to call</source>
        <translation>A quién llamar</translation>
    </message>
    <message>
        <source>{agency}:</source>
        <translation>{agency}:</translation>
    </message>
    <message>
        <source>Call now.</source>
        <translation>Llame ahora.</translation>
    </message>
    <message>
        <source>Call too if a blockage or sewer overflow is possible.</source>
        <translation>Llame también si es posible una obstrucción o un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>Also call now: a blockage or sewer overflow is possible.</source>
        <translation>Llame también ahora: es posible una obstrucción o un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>Not needed: no blockage or sewer overflow is possible.</source>
        <translation>No se requiere: no es posible una obstrucción ni un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>✓ Called {when}, {person}</source>
        <translation>✓ Se llamó el {when}, {person}</translation>
    </message>
    <message>
        <source>✓ Called {when}</source>
        <translation>✓ Se llamó el {when}</translation>
    </message>
    <message>
        <source>Not needed: the incident is void.</source>
        <translation>No se requiere: el incidente está anulado.</translation>
    </message>
    <message>
        <source>Only when a blockage or sewer overflow is possible: not needed this time.</source>
        <translation>Solo cuando es posible una obstrucción o un desbordamiento del alcantarillado: esta vez no se requiere.</translation>
    </message>
    <message>
        <source>Not called yet. Call now: a blockage or sewer overflow is possible.</source>
        <translation>Aún no se ha llamado. Llame ahora: es posible una obstrucción o un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>Not called yet. Call now.</source>
        <translation>Aún no se ha llamado. Llame ahora.</translation>
    </message>
</context>
<context>
    <name>CallRecorder</name>
    <message>
        <source>Call the city now</source>
        <translation>Llame a la Ciudad ahora</translation>
    </message>
    <message>
        <source>Call the health department now</source>
        <translation>Llame al Departamento de Salud ahora</translation>
    </message>
    <message>
        <source>No number in the profile</source>
        <translation>No hay número en el perfil</translation>
    </message>
    <message>
        <source>Record the call to the city</source>
        <translation>Registrar la llamada a la Ciudad</translation>
    </message>
    <message>
        <source>Record the call to the health department</source>
        <translation>Registrar la llamada al Departamento de Salud</translation>
    </message>
    <message>
        <source>✓ Call recorded: {when}, {person}.</source>
        <translation>✓ Llamada registrada: {when}, {person}.</translation>
    </message>
    <message>
        <source>✓ Call recorded: {when}.</source>
        <translation>✓ Llamada registrada: {when}.</translation>
    </message>
</context>
<context>
    <name>DueBanner</name>
    <message>
        <source>Written confirmation due</source>
        <translation>Vencimiento de la confirmación por escrito</translation>
    </message>
    <message>
        <source>{number} is void: no confirmation is due ({status}).</source>
        <translation>{number} está anulado: no se requiere confirmación ({status}).</translation>
    </message>
</context>
<context>
    <name>ElementsDialog</name>
    <message>
        <source>The written confirmation of {number}</source>
        <translation>La confirmación por escrito de {number}</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>The letter to the FOG program manager must state these four things. It can&apos;t be marked sent while one of them is empty.</source>
        <translation>La carta al administrador del programa de FOG debe indicar estos cuatro puntos. No se puede marcar como enviada mientras alguno esté vacío.</translation>
    </message>
</context>
<context>
    <name>ElementsEditor</name>
    <message>
        <source>2. Reasons for the discharge or spill</source>
        <translation>2. Motivos de la descarga o el derrame</translation>
    </message>
    <message>
        <source>Why it happened: e.g. the drain screen was missing.</source>
        <translation>Por qué ocurrió: p. ej., faltaba la rejilla del drenaje.</translation>
    </message>
    <message>
        <source>3. Steps taken at once to correct it</source>
        <translation>3. Medidas tomadas de inmediato para corregirlo</translation>
    </message>
    <message>
        <source>e.g. absorbent spread, drain covered, hauler called.</source>
        <translation>p. ej., se esparció absorbente, se tapó el drenaje, se llamó al transportista.</translation>
    </message>
    <message>
        <source>4. Steps being taken to prevent it from recurring</source>
        <translation>4. Medidas que se están tomando para evitar que se repita</translation>
    </message>
    <message>
        <source>e.g. new drain screens, staff retrained.</source>
        <translation>p. ej., rejillas nuevas en los drenajes, se volvió a capacitar al personal.</translation>
    </message>
    <message>
        <source>1. Date of the incident</source>
        <translation>1. Fecha del incidente</translation>
    </message>
    <message>
        <source>From the report; correct it with Amend… if it is wrong.</source>
        <translation>Del informe; corríjala con Corregir… si es incorrecta.</translation>
    </message>
</context>
<context>
    <name>IncidentDetail</name>
    <message>
        <source>The written confirmation must reach the FOG program manager within {confirmation_working_days} working days of the incident, counted on the Holiday calendar.</source>
        <translation>La confirmación por escrito debe llegar al administrador del programa de FOG dentro de los {confirmation_working_days} días hábiles siguientes al incidente, contados según el Calendario de días feriados.</translation>
    </message>
    <message>
        <source>No call recorded yet.</source>
        <translation>Aún no hay llamadas registradas.</translation>
    </message>
    <message>
        <source>Discharged: {what}.</source>
        <translation>Se descargó: {what}.</translation>
    </message>
    <message>
        <source>A blockage or sewer overflow is possible.</source>
        <translation>Es posible una obstrucción o un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>No blockage or sewer overflow possible.</source>
        <translation>No es posible una obstrucción ni un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>Device: {device}.</source>
        <translation>Equipo: {device}.</translation>
    </message>
    <message>
        <source>Sent {date} by {how}.</source>
        <translation>Enviada el {date} por {how}.</translation>
    </message>
    <message>
        <source>Proof: {files}.</source>
        <translation>Comprobante: {files}.</translation>
    </message>
    <message>
        <source>No proof attached.</source>
        <translation>Sin comprobante adjunto.</translation>
    </message>
    <message>
        <source>Phone notices: whom to call</source>
        <translation>Avisos telefónicos: a quién llamar</translation>
    </message>
    <message>
        <source>Phone notices recorded</source>
        <translation>Avisos telefónicos registrados</translation>
    </message>
    <message>
        <source>Record phone notice…</source>
        <translation>Registrar aviso telefónico…</translation>
    </message>
    <message>
        <source>Void call…</source>
        <translation>Anular llamada…</translation>
    </message>
    <message>
        <source>Edit the written confirmation…</source>
        <translation>Editar la confirmación por escrito…</translation>
    </message>
    <message>
        <source>Make the letter…</source>
        <translation>Crear la carta…</translation>
    </message>
    <message>
        <source>Mark as sent…</source>
        <translation>Marcar como enviada…</translation>
    </message>
    <message>
        <source>Open the letter</source>
        <translation>Abrir la carta</translation>
    </message>
    <message>
        <source>Calls recorded:</source>
        <translation>Llamadas registradas:</translation>
    </message>
    <message>
        <source>The written confirmation states</source>
        <translation>La confirmación por escrito indica</translation>
    </message>
    <message>
        <source>{title}: missing</source>
        <translation>{title}: falta</translation>
    </message>
    <message>
        <source>Record the date sent, how, and the proof.</source>
        <translation>Registre la fecha de envío, cómo se envió y el comprobante.</translation>
    </message>
    <message>
        <source>A PDF letter to the program manager, ready to sign and send.</source>
        <translation>Una carta en PDF al administrador del programa, lista para firmar y enviar.</translation>
    </message>
</context>
<context>
    <name>IncidentEditor</name>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Could it cause a blockage or a sewer overflow?</source>
        <translation>¿Podría obstruir o desbordar el alcantarillado?</translation>
    </message>
    <message>
        <source>Choose what happened</source>
        <translation>Elija qué ocurrió</translation>
    </message>
    <message>
        <source>Answer Yes or No: if a blockage or sewer overflow is possible, the health department must be called too. When in doubt, answer Yes.</source>
        <translation>Responda Sí o No: si es posible una obstrucción o un desbordamiento del alcantarillado, también hay que llamar al Departamento de Salud. Si tiene dudas, responda Sí.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>The day it happened; not a future day.</source>
        <translation>El día en que ocurrió; no un día futuro.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>e.g. 14:30 or 2:30 PM</source>
        <translation>p. ej. 14:30 o 2:30 p. m.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ocurrió</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>e.g. Back door drain</source>
        <translation>p. ej., drenaje de la puerta trasera</translation>
    </message>
    <message>
        <source>What was discharged</source>
        <translation>Qué se descargó</translation>
    </message>
    <message>
        <source>e.g. Used fryer oil</source>
        <translation>p. ej., aceite usado de la freidora</translation>
    </message>
    <message>
        <source>Roughly how much</source>
        <translation>Cantidad aproximada</translation>
    </message>
    <message>
        <source>e.g. About 5 gallons</source>
        <translation>p. ej., unos 5 galones</translation>
    </message>
    <message>
        <source>Device involved</source>
        <translation>Equipo involucrado</translation>
    </message>
    <message>
        <source>Optional: the interceptor or trap involved, if any.</source>
        <translation>Opcional: el interceptor o la trampa involucrados.</translation>
    </message>
    <message>
        <source>What happened, in a few words</source>
        <translation>Qué ocurrió, en pocas palabras</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes means the health department must be called too.</source>
        <translation>Sí: llame también al Departamento de Salud.</translation>
    </message>
    <message>
        <source>{device} ({type})</source>
        <translation>{device} ({type})</translation>
    </message>
    <message>
        <source>{device} (void)</source>
        <translation>{device} (anulado)</translation>
    </message>
</context>
<context>
    <name>IncidentWording</name>
    <message>
        <source>No number in the profile: add it with Amend profile… on Establishment &amp; devices</source>
        <translation>No hay número en el perfil: agréguelo con Corregir perfil… en Establecimiento y equipos</translation>
    </message>
    <message>
        <source>Date of the incident</source>
        <translation>Fecha del incidente</translation>
    </message>
    <message>
        <source>Reasons for the discharge or spill</source>
        <translation>Motivos de la descarga o el derrame</translation>
    </message>
    <message>
        <source>Steps taken at once to correct it</source>
        <translation>Medidas tomadas de inmediato para corregirlo</translation>
    </message>
    <message>
        <source>Steps being taken to prevent it from recurring</source>
        <translation>Medidas que se están tomando para evitar que se repita</translation>
    </message>
    <message>
        <source>the reasons for the discharge or spill</source>
        <translation>los motivos de la descarga o el derrame</translation>
    </message>
    <message>
        <source>the steps taken at once to correct it</source>
        <translation>las medidas tomadas de inmediato para corregirlo</translation>
    </message>
    <message>
        <source>the steps being taken to prevent it from recurring</source>
        <translation>las medidas que se están tomando para evitar que se repita</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>lun</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>mar</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mié</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jue</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>vie</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sáb</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dom</translation>
    </message>
    <message>
        <source>{days} overdue</source>
        <translation>{days} de atraso</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>Due {due}, before the records began: kept on paper, not judged</source>
        <translation>Vencía el {due}, antes del inicio de los registros: se conserva en papel y no se evalúa</translation>
    </message>
    <message>
        <source>Sent {sent} — Met late: {days} after the due date, {due}</source>
        <translation>Enviada el {sent} — Cumplido tarde: {days} después de la fecha límite, {due}</translation>
    </message>
    <message>
        <source>Sent {sent} — Met: on time (due {due})</source>
        <translation>Enviada el {sent} — Cumplido: a tiempo (vencía el {due})</translation>
    </message>
    <message>
        <source>Due {due} — {days} overdue</source>
        <translation>Venció el {due} — {days} de atraso</translation>
    </message>
    <message>
        <source>Due {due} — due today</source>
        <translation>Vence el {due} — vence hoy</translation>
    </message>
    <message>
        <source>Due {due} — {days} left</source>
        <translation>Vence el {due} — en {days}</translation>
    </message>
    <message>
        <source>Not needed</source>
        <translation>No aplica</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Aún no</translation>
    </message>
    <message>
        <source>{when}, late</source>
        <translation>{when}, tarde</translation>
    </message>
    <message>
        <source>The city (spill notices)</source>
        <translation>La Ciudad (avisos de derrames)</translation>
    </message>
    <message>
        <source>The health department</source>
        <translation>El Departamento de Salud</translation>
    </message>
    <message>
        <source>Write these before it can be sent: {missing}.</source>
        <translation>Escriba lo siguiente antes de enviarla: {missing}.</translation>
    </message>
</context>
<context>
    <name>IncidentsModel</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Incident ID</source>
        <translation>ID del incidente</translation>
    </message>
    <message>
        <source>Incident
ID</source>
        <translation>ID del
incidente</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Fecha y hora</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Blockage or overflow possible</source>
        <translation>Posible obstrucción o desbordamiento</translation>
    </message>
    <message>
        <source>Blockage or
overflow
possible</source>
        <translation>¿Obstrucción
o desborde
posible?</translation>
    </message>
    <message>
        <source>City notified</source>
        <translation>Aviso a la Ciudad</translation>
    </message>
    <message>
        <source>City
notified</source>
        <translation>Aviso a la
Ciudad</translation>
    </message>
    <message>
        <source>Health dept notified</source>
        <translation>Aviso al Depto. de Salud</translation>
    </message>
    <message>
        <source>Health
dept
notified</source>
        <translation>Aviso a
Salud</translation>
    </message>
    <message>
        <source>Confirmation due</source>
        <translation>Vence la confirmación</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Days left</source>
        <translation>Días restantes</translation>
    </message>
    <message>
        <source>Days
left</source>
        <translation>Días
restantes</translation>
    </message>
    <message>
        <source>Sent on</source>
        <translation>Enviada el</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Enviada</translation>
    </message>
</context>
<context>
    <name>IncidentsPage</name>
    <message>
        <source>No incidents recorded. If a spill, a blockage, a breakdown, an accident or a mistake sends grease or oil where it should not go, click Report an incident: it tells you whom to call now and by when the written confirmation must reach the program manager.</source>
        <translation>No hay incidentes registrados. Si un derrame, una obstrucción, una avería, un accidente o un error envía grasa o aceite adonde no debe ir, haga clic en Informar un incidente: le indica a quién llamar ahora y para cuándo debe llegar la confirmación por escrito al administrador del programa.</translation>
    </message>
    <message>
        <source>Report an incident</source>
        <translation>Informar un incidente</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n incidente</numerusform>
            <numerusform>%n incidentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Search incident ID, kind, place or what happened</source>
        <translation>Buscar por ID del incidente, tipo, lugar o qué ocurrió</translation>
    </message>
    <message>
        <source>No incident matches the search.</source>
        <translation>Ningún incidente coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Numbers for spill notices</source>
        <translation>Números para avisos de derrames</translation>
    </message>
    <message>
        <source>A spill, a blockage, a breakdown, an accident: start here.</source>
        <translation>Un derrame, una obstrucción, una avería, un accidente: empiece aquí.</translation>
    </message>
    <message>
        <source>incident {number}</source>
        <translation>el incidente {number}</translation>
    </message>
    <message>
        <source>this call about {number}</source>
        <translation>esta llamada sobre {number}</translation>
    </message>
    <message>
        <source>Before the letter of {number}: write what it states</source>
        <translation>Antes de la carta de {number}: escriba lo que debe indicar</translation>
    </message>
</context>
<context>
    <name>LetterWriter</name>
    <message>
        <source>Writing the letter to {path}…</source>
        <translation>Escribiendo la carta en {path}…</translation>
    </message>
    <message>
        <source>Letter saved: {path}. Print it, sign it and send it to the program manager by {due}; then click the Mark as sent… button.</source>
        <translation>Carta guardada: {path}. Imprímala, fírmela y envíela al administrador del programa a más tardar el {due}; después haga clic en el botón Marcar como enviada… para registrar el envío.</translation>
    </message>
    <message>
        <source>The letter can&apos;t be saved to {path}: {reason}</source>
        <translation>No se puede guardar la carta en {path}: {reason}</translation>
    </message>
    <message>
        <source>No program on this PC opens PDF files. The letter is at {path}.</source>
        <translation>Ningún programa de esta computadora abre archivos PDF. La carta está en {path}.</translation>
    </message>
</context>
<context>
    <name>MarkSentDialog</name>
    <message>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <source>Certified mail no.</source>
        <translation>N.º de correo certificado</translation>
    </message>
    <message>
        <source>Required: from the receipt</source>
        <translation>Obligatorio: del recibo</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>Enviada a</translation>
    </message>
    <message>
        <source>The email address, e.g. fog@city.example</source>
        <translation>La dirección de correo electrónico, p. ej., fog@city.example</translation>
    </message>
    <message>
        <source>Received by</source>
        <translation>Recibida por</translation>
    </message>
    <message>
        <source>Who took it, e.g. front desk, J. Lee</source>
        <translation>Quién la recibió, p. ej., recepción, J. Lee</translation>
    </message>
    <message>
        <source>Mark the written confirmation of {number} as sent</source>
        <translation>Marcar como enviada la confirmación por escrito de {number}</translation>
    </message>
    <message>
        <source>Mark as sent</source>
        <translation>Marcar como enviada</translation>
    </message>
    <message>
        <source>Date sent</source>
        <translation>Fecha de envío</translation>
    </message>
    <message>
        <source>Due {date}.</source>
        <translation>Vence el {date}.</translation>
    </message>
    <message>
        <source>Choose how it was sent</source>
        <translation>Elija cómo se envió</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>The sent copy, the certified mail receipt or the email.</source>
        <translation>La copia enviada, el recibo del correo certificado o el correo electrónico.</translation>
    </message>
    <message>
        <source>Attach the sent copy or the proof of sending: the certified mail receipt, the email as sent, or a photo of the signed hand-delivery copy.</source>
        <translation>Adjunte la copia enviada o el comprobante de envío: el recibo del correo certificado, el correo electrónico tal como se envió o una foto de la copia firmada entregada en mano.</translation>
    </message>
    <message>
        <source>What the letter states</source>
        <translation>Lo que indica la carta</translation>
    </message>
    <message>
        <source>Write them now…</source>
        <translation>Escribirlos ahora…</translation>
    </message>
    <message>
        <source>✗ {title}: missing</source>
        <translation>✗ {title}: falta</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <source>Record a phone notice of {number}</source>
        <translation>Registrar un aviso telefónico de {number}</translation>
    </message>
    <message>
        <source>Record call</source>
        <translation>Registrar llamada</translation>
    </message>
    <message>
        <source>no number in the profile</source>
        <translation>no hay número en el perfil</translation>
    </message>
    <message>
        <source>{agency}: {phone}</source>
        <translation>{agency}: {phone}</translation>
    </message>
    <message>
        <source>Whom you called</source>
        <translation>A quién llamó</translation>
    </message>
</context>
<context>
    <name>NoticeEditor</name>
    <message>
        <source>Date of the call</source>
        <translation>Fecha de la llamada</translation>
    </message>
    <message>
        <source>Time of the call</source>
        <translation>Hora de la llamada</translation>
    </message>
    <message>
        <source>e.g. 14:30 or 2:30 PM</source>
        <translation>p. ej. 14:30 o 2:30 p. m.</translation>
    </message>
    <message>
        <source>As read off the clock when you called; not before the incident.</source>
        <translation>Tal como marcaba el reloj cuando llamó; no antes del incidente.</translation>
    </message>
    <message>
        <source>Person reached</source>
        <translation>Persona contactada</translation>
    </message>
    <message>
        <source>e.g. Officer Diaz, Public Works</source>
        <translation>p. ej., agente Díaz, Obras Públicas</translation>
    </message>
    <message>
        <source>What they said</source>
        <translation>Qué le dijeron</translation>
    </message>
    <message>
        <source>What they said, or their reference number</source>
        <translation>Qué le dijeron, o su número de referencia</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
</context>
<context>
    <name>ReportIncidentDialog</name>
    <message>
        <source>Could not reach anyone yet? Click Done and record the calls later with Record phone notice… on the Incidents page.</source>
        <translation>¿Aún no pudo comunicarse con nadie? Haga clic en Listo y registre las llamadas después con Registrar aviso telefónico… en la página Incidentes.</translation>
    </message>
    <message>
        <source>Report an incident</source>
        <translation>Informar un incidente</translation>
    </message>
    <message>
        <source>Report incident</source>
        <translation>Informar incidente</translation>
    </message>
    <message>
        <source>Call now</source>
        <translation>Llame ahora</translation>
    </message>
    <message>
        <source>{number}: call now</source>
        <translation>{number}: llame ahora</translation>
    </message>
    <message>
        <source>{number} is recorded: {kind} on {date}.</source>
        <translation>{number} quedó registrado: {kind} el {date}.</translation>
    </message>
    <message>
        <source>The written confirmation goes to the FOG program manager within five working days of the incident; the Incidents page makes the letter.</source>
        <translation>La confirmación por escrito se envía al administrador del programa de FOG dentro de los cinco días hábiles siguientes al incidente; la página Incidentes crea la carta.</translation>
    </message>
    <message>
        <source>The health department: not needed, no blockage or sewer overflow is possible.</source>
        <translation>El Departamento de Salud: no se requiere, no es posible una obstrucción ni un desbordamiento del alcantarillado.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
</context>
</TS>
